import type { ChildProcess } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium.ts";
import { flightPayloadBytes, renderBlockingStylesheets } from "../scripts/lib/first-paint.ts";
import { paidArticlePath, sampleArticlePath, withSite } from "./site.ts";
import { launch, repoRoot, stop, waitFor } from "./support.ts";

// npm run bench:lighthouse: Lighthouse (mobile, Debian's Chromium) on home, a free and a paid article,
// a series list, a search with results and my page of the production build, read by an anonymous
// reader and by a signed-in one (the digital demo account, signed in through the identity provider's
// page in a browser of its own), beside a bare Next.js page (bench/bare-next) built and started in the
// same run with the repo's own Next.js. Each page is audited three times per reader and the median run
// (by performance score) is printed, with its LCP element and LCP breakdown and, for the main thread,
// what took its time, so a slow page says what delays it. Beside them, from the page's HTML as served:
// the bytes of its inline flight (RSC) payload, which the browser parses and hydrates before the page
// is interactive, and its render-blocking stylesheets (scripts/lib/first-paint.ts). Prints figures,
// with the machine's load beside each page; asserts nothing.
//
// BENCH_PORT_BASE moves the four ports (web, API, identity provider, bare page): the same base as an
// end-to-end run (E2E_PORT_BASE) shares its web build. BENCH_LIGHTHOUSE_PAGES=home,my page audits
// only those pages.

const portBase = Number(process.env.BENCH_PORT_BASE ?? 3530);
const ports = { web: portBase, api: portBase + 1, idp: portBase + 2 };
const barePort = portBase + 3;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const nextBin = join(repoRoot, "node_modules/next/dist/bin/next");
const bareDir = join(repoRoot, "bench/bare-next");

type Reader = "anonymous" | "signed in";

interface Row {
  name: string;
  reader: Reader;
  performance: number;
  /** the lowest and highest score of the runs: a wide spread says the machine was busy */
  spread: string;
  firstLoadJsKb: number;
  /** the inline flight (RSC) payload of the page's HTML, KB */
  flightKb: number;
  /** the stylesheets the first paint waits for */
  stylesheets: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lcpElement: string;
  lcpPhases: string;
  /** the main thread's time by kind of work, and the scripts that took most of it */
  mainThread: string;
  /** the machine's 1-minute load average when the page's audits ended */
  load: number;
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

interface TableDetails {
  type: string;
  items?: Record<string, unknown>[];
}

/** The first table's items of an audit's details (a list's tables are nested one level down). */
function tableItems(details: unknown): Record<string, unknown>[] {
  const d = details as (TableDetails & { items?: TableDetails[] }) | undefined;
  if (!d?.items) return [];
  if (d.type === "list") return tableItems(d.items[0]);
  return d.items as Record<string, unknown>[];
}

function lcpElementOf(audits: Audits): string {
  const node = tableItems(audits["largest-contentful-paint-element"]?.details).find(
    (item) => (item.node as { type?: string } | undefined)?.type === "node",
  )?.node as { snippet?: string; nodeLabel?: string } | undefined;
  return (node?.snippet ?? node?.nodeLabel ?? "?").replace(/\s+/g, " ").slice(0, 110);
}

function lcpPhasesOf(audits: Audits): string {
  const phases = tableItems(audits["lcp-breakdown-insight"]?.details)
    .filter((item) => typeof item.duration === "number")
    .map((item) => `${item.label ?? item.subpart} ${Math.round(item.duration as number)}`);
  return phases.join(", ");
}

/** The main thread's biggest kinds of work, scripts and long tasks (duration@start) of a run, in ms. */
function mainThreadOf(audits: Audits): string {
  const kinds = tableItems(audits["mainthread-work-breakdown"]?.details)
    .slice(0, 3)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration as number)}`);
  const scripts = tableItems(audits["bootup-time"]?.details)
    .slice(0, 3)
    .map((item) => `${String(item.url).replace(/^.*\//, "").slice(0, 40)} ${Math.round(item.total as number)}`);
  const longTasks = tableItems(audits["long-tasks"]?.details)
    .slice(0, 4)
    .map(
      (item) =>
        `${String(item.url).replace(/^.*\//, "").slice(0, 40)} ${Math.round(item.duration as number)}@${Math.round(item.startTime as number)}`,
    );
  return `${kinds.join(", ")}; scripts: ${scripts.join(", ") || "none"}; long tasks: ${longTasks.join(", ") || "none"}`;
}

/**
 * One Lighthouse run. An anonymous run lets Lighthouse reset the origin's storage as it does by
 * default; a signed-in run keeps the cookies (the identity provider's session and the sign-in hint)
 * and clears the rest itself (the cache, the site's service worker and its storage), so both readers
 * start as cold as each other but for the session.
 */
async function audit(port: number, name: string, url: string, reader: Reader, page?: Page): Promise<Row> {
  if (page) {
    const session = await page.createCDPSession();
    await session.send("Network.clearBrowserCache");
    await session.send("Storage.clearDataForOrigin", {
      origin: new URL(url).origin,
      storageTypes: "service_workers,cache_storage,local_storage,indexeddb",
    });
    await session.detach();
  }
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      disableStorageReset: !!page,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, runtimeError } = result.lhr;
  const audits = result.lhr.audits as Audits;
  if (runtimeError) console.warn(`  ${name}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    name,
    reader,
    spread: "",
    firstLoadJsKb: 0,
    flightKb: 0,
    stylesheets: 0,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    lcpElement: lcpElementOf(audits),
    lcpPhases: lcpPhasesOf(audits),
    mainThread: mainThreadOf(audits),
    load: 0,
  };
}

/** The median run by performance score (Lighthouse's own advice for comparing pages), with the spread. */
function medianRun(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as Row;
  return { ...median, spread: `${sorted[0]?.performance}–${sorted.at(-1)?.performance}` };
}

/**
 * From the page's HTML: the gzip size of the scripts it loads (module scripts; noModule polyfills
 * excluded), its inline flight payload and its render-blocking stylesheets.
 */
async function htmlFigures(url: string): Promise<Pick<Row, "firstLoadJsKb" | "flightKb" | "stylesheets">> {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)[^>]*>/g)].map((m) => m[1] as string);
  const sizes = await Promise.all(
    sources.map(async (src) => gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length),
  );
  return {
    firstLoadJsKb: sizes.reduce((sum, size) => sum + size, 0) / 1024,
    flightKb: flightPayloadBytes(html) / 1024,
    stylesheets: renderBlockingStylesheets(html).length,
  };
}

/** bench/bare-next built now with the repo's Next.js and started on its own port. */
async function startBarePage(): Promise<ChildProcess> {
  console.log("Building the bare Next.js page…");
  const build = launch([nextBin, "build", bareDir], { NEXT_TELEMETRY_DISABLED: "1" });
  const code = await new Promise<number | null>((done) => build.once("exit", done));
  if (code !== 0) throw new Error(`the bare Next.js page did not build (exit ${code})`);
  const server = launch([nextBin, "start", bareDir, "-p", String(barePort), "-H", "127.0.0.1"], {
    NEXT_TELEMETRY_DISABLED: "1",
  });
  await waitFor(`http://127.0.0.1:${barePort}/`, server);
  return server;
}

/** The machine's load: Lighthouse's simulated times scale with the CPU time it observed. */
const machineLoad = () => `load average ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`;

const demoDigital = { email: "digital@awd.example", password: "awd-demo-2026" };

/**
 * A browser of its own, signed in as the digital demo reader the way a reader does: the site's login
 * page, the identity provider's login form, and back. Its page is the one Lighthouse then drives.
 */
async function signedInBrowser(siteUrl: string): Promise<{ chrome: chromeLauncher.LaunchedChrome; page: Page }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.goto(new URL("login", siteUrl).href);
  await page.locator("input[name=email]").fill(demoDigital.email);
  await page.locator("input[name=password]").fill(demoDigital.password);
  await Promise.all([
    page.waitForNavigation({ waitUntil: "networkidle0", timeout: 60_000 }),
    page.locator("button[type=submit]").click(),
  ]);
  await page.waitForFunction(() => document.cookie.includes(".is.authenticated="), { timeout: 60_000 });
  return { chrome, page };
}

const pagesToAudit = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());

async function main() {
  const apiUrl = process.env.BENCH_API_URL ?? `http://127.0.0.1:${ports.api}`;
  const bare = await startBarePage();
  try {
    const rows = await withSite(ports, async (siteUrl) => {
      const freeArticle = await sampleArticlePath(apiUrl);
      const pages: [string, string][] = [
        ["home", siteUrl.replace(/\/$/, "")],
        ["article", new URL(freeArticle, siteUrl).href],
        ["paid article", new URL(await paidArticlePath(apiUrl), siteUrl).href],
        ["series list", new URL("news-topics", siteUrl).href],
        ["search", new URL("search?p=1&q=Japan", siteUrl).href],
        ["my page", new URL("mypage", siteUrl).href],
      ];
      const chosen = pages.filter(([name]) => !pagesToAudit || pagesToAudit.includes(name));
      const anonymous = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: ["--headless=new", ...chromiumArgs],
      });
      console.log(machineLoad());
      const signedIn = await signedInBrowser(siteUrl);
      const medians: Row[] = [];
      const auditPage = async (name: string, url: string, reader: Reader, page?: Page) => {
        await fetch(url);
        console.log(`auditing ${name} (${url}) ${reader} ${runs}×…`);
        const measured: Row[] = [];
        for (let i = 0; i < runs; i++) measured.push(await audit(anonymous.port, name, url, reader, page));
        medians.push({ ...medianRun(measured), ...(await htmlFigures(url)), load: loadavg()[0] ?? 0 });
      };
      try {
        await auditPage("bare Next.js", `http://localhost:${barePort}/`, "anonymous");
        // Each page by both readers, one after the other, so the two meet the machine's load alike.
        for (const [name, url] of chosen) {
          await auditPage(name, url, "anonymous");
          await auditPage(name, url, "signed in", signedIn.page);
        }
        return medians;
      } finally {
        anonymous.kill();
        signedIn.chrome.kill();
      }
    });
    printTable(rows);
    console.log(`\n${machineLoad()} at the end; a spread of runs wider than a few points says the figures are noise.`);
  } finally {
    await stop(bare);
  }
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function printTable(rows: Row[]) {
  const bare = rows[0];
  const bareScore = bare?.performance ?? Number.NaN;
  const bareJs = bare?.firstLoadJsKb ?? Number.NaN;
  const anonymousScore = (name: string) => rows.find((r) => r.name === name && r.reader === "anonymous")?.performance;
  console.log(
    `\nLighthouse, mobile (emulated Moto G Power, slow 4G, 4x CPU slowdown), median of ${runs} runs per page and reader\n`,
  );
  console.log(
    `${"page".padEnd(14)}${"reader".padEnd(11)}${"perf".padStart(6)}${"vs bare".padStart(9)}${"vs anon".padStart(9)}${"runs".padStart(9)}${"a11y".padStart(6)}${"LCP ms".padStart(9)}${"TBT ms".padStart(9)}${"CLS".padStart(8)}${"JS KB gz".padStart(10)}${"vs bare".padStart(9)}${"flight KB".padStart(11)}${"CSS".padStart(5)}${"load".padStart(7)}`,
  );
  for (const r of rows) {
    const anon = r.reader === "signed in" ? anonymousScore(r.name) : undefined;
    console.log(
      `${r.name.padEnd(14)}${r.reader.padEnd(11)}${String(r.performance).padStart(6)}${signed(r.performance - bareScore).padStart(9)}${(anon === undefined ? "" : signed(r.performance - anon)).padStart(9)}${r.spread.padStart(9)}${String(r.accessibility).padStart(6)}${r.lcpMs.toFixed(0).padStart(9)}${r.tbtMs.toFixed(0).padStart(9)}${r.cls.toFixed(3).padStart(8)}${r.firstLoadJsKb.toFixed(1).padStart(10)}${signed(Math.round((r.firstLoadJsKb - bareJs) * 10) / 10).padStart(9)}${r.flightKb.toFixed(1).padStart(11)}${String(r.stylesheets).padStart(5)}${r.load.toFixed(1).padStart(7)}`,
    );
  }
  console.log(
    `\n"flight KB": the page's inline RSC payload (self.__next_f scripts); "CSS": its render-blocking stylesheets.\n"load": the machine's 1-minute load average on ${availableParallelism()} cores when the page's audits ended.`,
  );
  console.log(
    "\nLCP element and its breakdown as observed, unthrottled (ms), and the main thread's time, of each median run:",
  );
  for (const r of rows)
    console.log(
      `  ${r.name}, ${r.reader}: ${r.lcpElement}\n    ${r.lcpPhases || "no breakdown"}\n    main thread: ${r.mainThread}`,
    );
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench:lighthouse failed: ${error.message}`);
    process.exit(1);
  },
);

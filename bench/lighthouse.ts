import type { ChildProcess } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium.ts";
import { sampleArticlePath, withSite } from "./site.ts";
import { launch, repoRoot, stop, waitFor } from "./support.ts";

// npm run bench:lighthouse: Lighthouse (mobile, Debian's Chromium) on home, an article, a series list
// and a search with results of the production build, beside a bare Next.js page (bench/bare-next)
// built and started in the same run with the repo's own Next.js. Each page is audited three times
// and the median run (by performance score) is printed, with its LCP element and LCP breakdown, so a
// slow page says what delays it. Prints figures; asserts nothing.

const ports = { web: 3530, api: 3531, idp: 3532 };
const barePort = 3533;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const nextBin = join(repoRoot, "node_modules/next/dist/bin/next");
const bareDir = join(repoRoot, "bench/bare-next");

interface Row {
  name: string;
  performance: number;
  /** the lowest and highest score of the runs: a wide spread says the machine was busy */
  spread: string;
  firstLoadJsKb: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lcpElement: string;
  lcpPhases: string;
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

async function audit(port: number, name: string, url: string): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, runtimeError } = result.lhr;
  const audits = result.lhr.audits as Audits;
  if (runtimeError) console.warn(`  ${name}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    name,
    spread: "",
    firstLoadJsKb: 0,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    lcpElement: lcpElementOf(audits),
    lcpPhases: lcpPhasesOf(audits),
  };
}

/** The median run by performance score (Lighthouse's own advice for comparing pages), with the spread. */
function medianRun(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as Row;
  return { ...median, spread: `${sorted[0]?.performance}–${sorted.at(-1)?.performance}` };
}

/** The gzip size of the scripts a page's HTML loads (module scripts; noModule polyfills excluded). */
async function firstLoadJsKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)[^>]*>/g)].map((m) => m[1] as string);
  const sizes = await Promise.all(
    sources.map(async (src) => gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
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

async function main() {
  const apiUrl = process.env.BENCH_API_URL ?? `http://127.0.0.1:${ports.api}`;
  const bare = await startBarePage();
  try {
    const rows = await withSite(ports, async (siteUrl) => {
      const pages: [string, string][] = [
        ["bare Next.js", `http://localhost:${barePort}/`],
        ["home", siteUrl.replace(/\/$/, "")],
        ["article", new URL(await sampleArticlePath(apiUrl), siteUrl).href],
        ["series list", new URL("news-topics", siteUrl).href],
        ["search", new URL("search?p=1&q=Japan", siteUrl).href],
      ];
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: ["--headless=new", ...chromiumArgs],
      });
      console.log(machineLoad());
      try {
        const medians: Row[] = [];
        for (const [name, url] of pages) {
          await fetch(url);
          console.log(`auditing ${name} (${url}) ${runs}×…`);
          const measured: Row[] = [];
          for (let i = 0; i < runs; i++) measured.push(await audit(chrome.port, name, url));
          medians.push({ ...medianRun(measured), firstLoadJsKb: await firstLoadJsKb(url) });
        }
        return medians;
      } finally {
        chrome.kill();
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
  console.log(
    `\nLighthouse, mobile (emulated Moto G Power, slow 4G, 4x CPU slowdown), median of ${runs} runs per page\n`,
  );
  console.log(
    `${"page".padEnd(14)}${"perf".padStart(6)}${"vs bare".padStart(9)}${"runs".padStart(9)}${"a11y".padStart(6)}${"LCP ms".padStart(9)}${"TBT ms".padStart(9)}${"CLS".padStart(8)}${"JS KB gz".padStart(10)}${"vs bare".padStart(9)}`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(14)}${String(r.performance).padStart(6)}${signed(r.performance - bareScore).padStart(9)}${r.spread.padStart(9)}${String(r.accessibility).padStart(6)}${r.lcpMs.toFixed(0).padStart(9)}${r.tbtMs.toFixed(0).padStart(9)}${r.cls.toFixed(3).padStart(8)}${r.firstLoadJsKb.toFixed(1).padStart(10)}${signed(Math.round((r.firstLoadJsKb - bareJs) * 10) / 10).padStart(9)}`,
    );
  console.log("\nLCP element and its breakdown as observed, unthrottled (ms), of each median run:");
  for (const r of rows) console.log(`  ${r.name}: ${r.lcpElement}\n    ${r.lcpPhases || "no breakdown"}`);
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench:lighthouse failed: ${error.message}`);
    process.exit(1);
  },
);

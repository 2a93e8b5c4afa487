import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium.ts";
import { demo, demoPassword } from "../e2e/support/sign-in.ts";

// What a visit costs, as Chromium asks for it: a recording proxy between Debian's Chromium and the
// stack writes down every request that leaves the browser (its own cache and the service worker's
// answers never reach the proxy), page view by page view. npm run bench:visits replays them at load.

export type Origin = "site" | "api" | "other";

export interface RecordedRequest {
  origin: Origin;
  method: string;
  /** Path and query, as the browser sent it. */
  path: string;
  headers: Record<string, string>;
  /** The request's body (an analytics event, a sign-in), as text. */
  body?: string;
  status: number;
  /** Bytes of the answer's body as they came over the wire (compressed when the front compressed it). */
  bytes: number;
  /** What reached the wire decoded: the body's length after decompression, when known. */
  rsc: boolean;
}

export interface PageView {
  name: string;
  requests: RecordedRequest[];
}

export type VisitKind = "anonymous" | "subscriber" | "search";

export interface Visit {
  kind: VisitKind;
  views: PageView[];
}

// Hop-by-hop headers and those the load generator sets itself.
const dropped = new Set([
  "host",
  "connection",
  "proxy-connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
]);

function headersOf(raw: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw))
    if (!dropped.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  return headers;
}

/** A forward proxy for plain http that writes down what passes, while `recording` is on. */
async function recordingProxy(ports: { site: number; api: number }) {
  const seen: RecordedRequest[] = [];
  let recording = false;
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://unknown");
    const port = Number(url.port || 80);
    const origin: Origin = port === ports.site ? "site" : port === ports.api ? "api" : "other";
    const headers = headersOf(incoming.headers);
    const body: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => body.push(chunk));
    const onward = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: incoming.method,
        path: `${url.pathname}${url.search}`,
        headers: { ...incoming.headers, host: url.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        let bytes = 0;
        answer.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        answer.pipe(outgoing);
        answer.on("end", () => {
          if (recording)
            seen.push({
              origin,
              method: incoming.method ?? "GET",
              path: `${url.pathname}${url.search}`,
              headers,
              ...(body.length > 0 ? { body: Buffer.concat(body).toString() } : {}),
              status: answer.statusCode ?? 0,
              bytes,
              rsc: headers.rsc === "1",
            });
        });
      },
    );
    onward.on("error", () => outgoing.destroy());
    incoming.pipe(onward);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    port: (server.address() as AddressInfo).port,
    start() {
      seen.length = 0;
      recording = true;
    },
    /** Everything seen since start, once the browser has been quiet for `quietMs`. */
    async take(quietMs = 1500): Promise<RecordedRequest[]> {
      let count = -1;
      while (count !== seen.length) {
        count = seen.length;
        await new Promise((wait) => setTimeout(wait, quietMs));
      }
      recording = false;
      return [...seen];
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const articleHref = /^\/awd\/[a-z0-9-]+\/\d+$/;

async function clickArticle(page: Page, except: string[]): Promise<string> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => articleHref.test(h) && !except.includes(h));
  if (!href) throw new Error(`no article link on ${page.url()}`);
  await page.locator(`main a[href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname === href);
  return href;
}

/**
 * One visit of each kind, recorded in a fresh browser profile: anonymous (home, a category, an
 * article, the next article), a signed-in subscriber doing the same, and a search from the home page.
 */
export async function recordVisits(siteUrl: string, ports: { site: number; api: number }): Promise<Visit[]> {
  const proxy = await recordingProxy(ports);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--proxy-server=http://127.0.0.1:${proxy.port}`, "--proxy-bypass-list=<-loopback>"],
  });
  const visits: Visit[] = [];
  try {
    for (const kind of ["anonymous", "subscriber", "search"] as const) {
      const context = await browser.newContext({ locale: "ja-JP", viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      if (kind === "subscriber") {
        await page.goto(siteUrl);
        await page.getByRole("banner").getByRole("link", { name: "ログイン" }).click();
        await page.getByLabel("メールアドレス").fill(demo.digital);
        await page.getByLabel("パスワード").fill(demoPassword);
        await page.getByRole("button", { name: "ログイン" }).click();
        await page.getByRole("banner").getByRole("button", { name: "アカウントメニュー" }).waitFor();
        // A subscriber's visit starts from a new tab of a browser that knows them, the worker installed.
        await proxy.take();
        await page.close();
      }
      const views: PageView[] = [];
      const view = async (name: string, act: (page: Page) => Promise<unknown>) => {
        proxy.start();
        await act(page);
        views.push({ name, requests: await proxy.take() });
      };
      const tab = kind === "subscriber" ? await context.newPage() : page;
      const visit = async (act: (page: Page) => Promise<unknown>) => act(tab);
      proxy.start();
      await visit((p) => p.goto(siteUrl));
      views.push({ name: "home", requests: await proxy.take() });
      if (kind === "search") {
        await view("search", async () => {
          const box = tab.getByRole("banner").getByRole("searchbox").first();
          await box.fill("train");
          await box.press("Enter");
          await tab.waitForURL((url) => url.pathname.endsWith("/search"));
        });
      } else {
        await view("category", async () => {
          await tab
            .locator("[data-category-strip] [data-nav-category]:not([data-nav-category='Home'])")
            .first()
            .click();
          await tab.waitForURL((url) => url.searchParams.has("category") || url.pathname !== "/awd");
        });
        const seen: string[] = [];
        await view("article", async () => seen.push(await clickArticle(tab, seen)));
        await view("next article", async () => seen.push(await clickArticle(tab, seen)));
      }
      visits.push({ kind, views });
      await context.close();
    }
  } finally {
    await browser.close();
    await proxy.close();
  }
  return visits;
}

/** One line a page view: requests to the site (RSC ones apart), to the API, and bytes. */
export function describeVisits(visits: Visit[]): string[] {
  return visits.flatMap((visit) =>
    visit.views.map((view) => {
      const site = view.requests.filter((r) => r.origin === "site");
      const rsc = site.filter((r) => r.rsc);
      const api = view.requests.filter((r) => r.origin === "api");
      const kb = (list: RecordedRequest[]) => (list.reduce((sum, r) => sum + r.bytes, 0) / 1024).toFixed(0);
      return `${visit.kind.padEnd(10)} ${view.name.padEnd(13)} site ${String(site.length).padStart(3)} (RSC ${String(rsc.length).padStart(2)}, ${kb(rsc).padStart(4)} KB on the wire)  API ${String(api.length).padStart(2)}  ${kb(view.requests).padStart(5)} KB in all`;
    }),
  );
}

import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { flightPayloadBytes, renderBlockingStylesheets } from "./lib/first-paint.ts";
import { buildWeb, repoRoot, stackEnv, webBuildIsStale } from "./lib/stack.ts";

// npm run check:js-budget: what the prerendered HTML of every route of the production build makes
// the browser do before its first paint, against budgets: its first-load JavaScript (the <script src>
// files it loads, gzip, noModule polyfills excluded; the reader's site issue), its inline flight (RSC)
// payload and its render-blocking stylesheets (issue 27 §3: first paint waits for both;
// scripts/lib/first-paint.ts). Prints each route's figures; exits 1 when one is above its budget.
// When the build is missing or stale it builds first, with an API of its own to prerender from.

const webDir = join(repoRoot, "apps/web");
const appDir = join(webDir, ".next/server/app");
const kb = 1024;
// The article page: a bare Next.js page of the same build (/_global-error, 132.5 KB) + 24.5 KB. It
// was 156 until the after-paint request and issue 28's merges put the article at 156.2 KB.
const budgets: { route: RegExp; limitKb: number }[] = [
  { route: /^\/\[series\]\/\[id\]$/, limitKb: 157 },
  { route: /.*/, limitKb: 180 },
];
const budgetOf = (route: string) => budgets.find((b) => b.route.test(route))?.limitKb ?? 180;

// The inline flight payload (uncompressed, as the browser parses it), the largest page of each route
// in the sample edition with about 4 KB to spare. Before issue 27 home carried 96.5 KB, a series list
// 64.2 KB, an article 93-105 KB: a thumbnail's srcset listed every served width, the popular strip
// came twice and the audio player's timings repeated the article's text.
const flightBudgets: { route: RegExp; limitKb: number }[] = [
  { route: /^\/$/, limitKb: 82 },
  { route: /^\/latest\//, limitKb: 89 },
  { route: /^\/\[series\]$/, limitKb: 58 },
  { route: /^\/\[series\]\/\[id\]$/, limitKb: 96 },
  { route: /.*/, limitKb: 77 },
];
const flightBudgetOf = (route: string) => flightBudgets.find((b) => b.route.test(route))?.limitKb ?? 77;

// Render-blocking stylesheets: the global styles and the site's (next.config.ts's cssChunking), and
// the reading styles of the pages that have their own (an article, an audio, a print edition, my
// page, the review, the not-found page). The default chunking gave every page three.
const stylesheetLimitOf = (route: string) =>
  /^\/(\[series\]\/\[id\]|audios\/\[id\]|print\/\[issueDate\]|mypage|review|_not-found)/.test(route) ? 3 : 2;

interface PrerenderManifest {
  routes: Record<string, { srcRoute: string | null }>;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** The page path a prerendered file stands for: "index.html" is "/", "a/b.html" is "/a/b". */
const pagePathOf = (file: string) => {
  const path = `/${relative(appDir, file).replace(/\.html$/, "")}`;
  return path === "/index" ? "/" : path;
};

const gzipCache = new Map<string, number>();
function gzipSizeOf(src: string): number {
  const cached = gzipCache.get(src);
  if (cached !== undefined) return cached;
  const path = join(webDir, ".next", src.replace(/^.*?\/_next\//, ""));
  const size = gzipSync(readFileSync(path), { level: 9 }).length;
  gzipCache.set(src, size);
  return size;
}

/** The sum of the gzip sizes of the scripts a page loads before it is interactive. */
function firstLoadBytes(html: string): number {
  const sources = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag[0])?.[1];
    if (src && !/\snomodule\b/i.test(tag[0])) sources.add(src);
  }
  return [...sources].reduce((sum, src) => sum + gzipSizeOf(src), 0);
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error("the API exited before answering");
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function buildWithOwnApi() {
  const port = Number(process.env.BUDGET_API_PORT ?? 3601);
  const env = {
    ...stackEnv({ web: port + 1, api: port, idp: port + 2 }),
    PGLITE_DIR: join(repoRoot, ".data/js-budget/pglite"),
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  };
  const api = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    env,
    stdio: "inherit",
    detached: true,
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/series`, api);
    console.log("Building the web app…");
    await buildWeb(env);
  } finally {
    if (api.pid !== undefined && api.exitCode === null) process.kill(-api.pid, "SIGTERM");
  }
}

async function main(): Promise<number> {
  if (webBuildIsStale()) await buildWithOwnApi();
  const manifest = JSON.parse(readFileSync(join(webDir, ".next/prerender-manifest.json"), "utf8")) as PrerenderManifest;
  type Figure = { value: number; page: string };
  const figures = { js: new Map<string, Figure>(), flight: new Map<string, Figure>(), css: new Map<string, Figure>() };
  /** Keeps the largest figure of each route, and the page it was found on. */
  const keep = (map: Map<string, Figure>, route: string, value: number, page: string) => {
    const known = map.get(route);
    if (!known || value > known.value) map.set(route, { value, page });
  };
  for (const file of htmlFiles(appDir)) {
    const page = pagePathOf(file);
    const route = manifest.routes[page]?.srcRoute ?? page;
    const html = readFileSync(file, "utf8");
    keep(figures.js, route, firstLoadBytes(html), page);
    keep(figures.flight, route, flightPayloadBytes(html), page);
    keep(figures.css, route, renderBlockingStylesheets(html).length, page);
  }
  if (figures.js.size === 0) throw new Error(`no prerendered page under ${appDir}`);
  let over = 0;
  const report = (
    title: string,
    map: Map<string, Figure>,
    limitOf: (route: string) => number,
    show: (n: number) => string,
  ) => {
    console.log(`${title}\n`);
    for (const [route, { value, page }] of [...map].sort(([a], [b]) => a.localeCompare(b))) {
      const limit = limitOf(route);
      const ok = value <= limit;
      if (!ok) over++;
      const shown = route === page ? route : `${route}  (${page})`;
      console.log(`${ok ? "  ok " : "  OVER"} ${show(value).padStart(9)} / ${show(limit)}  ${shown}`);
    }
    console.log("");
  };
  const inKb = (bytes: number) => `${(bytes / kb).toFixed(1)} KB`;
  report("First-load JS per route (gzip, largest page of each route):", figures.js, (r) => budgetOf(r) * kb, inKb);
  report(
    "Inline flight (RSC) payload per route (the self.__next_f scripts, largest page of each route):",
    figures.flight,
    (r) => flightBudgetOf(r) * kb,
    inKb,
  );
  report(
    "Render-blocking stylesheets per route (most of any page of each route):",
    figures.css,
    stylesheetLimitOf,
    String,
  );
  console.log(over === 0 ? "Every route is within its budgets." : `${over} figure(s) above budget.`);
  return over === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`check:js-budget failed: ${error.message}`);
    process.exit(1);
  },
);

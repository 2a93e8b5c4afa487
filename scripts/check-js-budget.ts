import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { buildWeb, repoRoot, stackEnv, webBuildIsStale } from "./lib/stack.ts";

// npm run check:js-budget: the first-load JavaScript of every route of the production build (the
// <script src> files its prerendered HTML loads, gzip, noModule polyfills excluded), against the
// budget of the reader's site issue. Prints each route's figure; exits 1 when one is above budget.
// When the build is missing or stale it builds first, with an API of its own to prerender from.

const webDir = join(repoRoot, "apps/web");
const appDir = join(webDir, ".next/server/app");
const kb = 1024;
// The article page: a bare Next.js page of the same build (about 130 KB) + 25 KB, with 1 KB to spare.
const budgets: { route: RegExp; limitKb: number }[] = [
  { route: /^\/\[series\]\/\[id\]$/, limitKb: 156 },
  { route: /.*/, limitKb: 180 },
];
const budgetOf = (route: string) => budgets.find((b) => b.route.test(route))?.limitKb ?? 180;

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
  const perRoute = new Map<string, { bytes: number; page: string }>();
  for (const file of htmlFiles(appDir)) {
    const page = pagePathOf(file);
    const route = manifest.routes[page]?.srcRoute ?? page;
    const bytes = firstLoadBytes(readFileSync(file, "utf8"));
    const known = perRoute.get(route);
    if (!known || bytes > known.bytes) perRoute.set(route, { bytes, page });
  }
  if (perRoute.size === 0) throw new Error(`no prerendered page under ${appDir}`);
  let over = 0;
  console.log("First-load JS per route (gzip, largest page of each route):\n");
  for (const [route, { bytes, page }] of [...perRoute].sort(([a], [b]) => a.localeCompare(b))) {
    const limit = budgetOf(route);
    const ok = bytes <= limit * kb;
    if (!ok) over++;
    const figure = `${(bytes / kb).toFixed(1)} KB`.padStart(9);
    const shown = route === page ? route : `${route}  (${page})`;
    console.log(`${ok ? "  ok " : "  OVER"} ${figure} / ${limit} KB  ${shown}`);
  }
  console.log(over === 0 ? "\nEvery route is within its budget." : `\n${over} route(s) above budget.`);
  return over === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`check:js-budget failed: ${error.message}`);
    process.exit(1);
  },
);

import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startPrivatePostgres } from "@awd/db/private-postgres";
import { apiPart, buildWeb, freePort, repoRoot, stackEnv, startParts, webPart } from "../scripts/lib/stack.ts";
import { articlesPerTenYears, writeArchive } from "./archive-edition.ts";

// npm run bench:archive [-- --articles N]: what the size of the archive costs. The sample edition
// (content/, 135 articles) and a synthetic archive of N articles made from it (bench/archive-edition.ts;
// 20,000 ≈ ten years of weekly issues) are each imported into a fresh PostgreSQL database, served by
// the API, built by `next build` and served by the web; the figures are printed side by side. The
// web app of this worktree is rebuilt (the next `npm start` builds it again). Figures, never asserts.
// docs/adr/016-build-and-sitemaps-independent-of-the-archive.md

const { values } = parseArgs({ options: { articles: { type: "string", default: String(articlesPerTenYears) } } });
const largeSize = Number(values.articles);
if (!Number.isInteger(largeSize) || largeSize < 1) throw new Error("--articles takes a positive whole number");
const secret = "bench-archive-secret";
const searchWords = ["train", "school", "music", "weather", "festival", "city", "river", "library"];

interface Figures {
  articles: number;
  importS: number;
  databaseMb: number;
  buildS: number;
  prerendered: number;
  monthsWithArticles: number;
  monthsInIndex: number;
  monthSitemaps404: number;
  sitemapIndexMs: number;
  newestMonthSitemapMs: number;
  oldestMonthSitemapMs: number;
  siteFirstArticleMs: number;
  oldArticleFirstMs: number;
  oldArticleAgainMs: number;
  searchP95Ms: number;
  deepPage: number;
  deepPageMs: number;
  load: string;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function timeGet(url: string): Promise<{ ms: number; status: number; text: string; cache: string | null }> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(600_000) });
  const text = await response.text();
  return {
    ms: performance.now() - started,
    status: response.status,
    text,
    cache: response.headers.get("x-nextjs-cache"),
  };
}

/** Imports a content folder with `npm run content:import`, as an operator does. */
function importEdition(dir: string, databaseUrl: string, webPort: number): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ["--import", "tsx", "packages/db/src/content/import-cli.ts", dir], {
    cwd: repoRoot,
    // The site is not running yet: the importer finds nothing to regenerate.
    env: { ...process.env, DATABASE_URL: databaseUrl, WEB_PORT: String(webPort), LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "ignore"],
  });
  if (result.status !== 0) throw new Error(`content:import of ${dir} failed (exit ${result.status})`);
  return performance.now() - started;
}

function databaseMegabytes(databaseUrl: string): number {
  const result = spawnSync("psql", [databaseUrl, "-tAc", "select pg_database_size(current_database())"], {
    encoding: "utf8",
  });
  return Math.round(Number(result.stdout.trim()) / 1e5) / 10;
}

/** The routes `next build` wrote out, as its prerender manifest lists them. */
function prerenderedRoutes(): number {
  const manifest = join(repoRoot, "apps/web/.next/prerender-manifest.json");
  return Object.keys((JSON.parse(readFileSync(manifest, "utf8")) as { routes: object }).routes).length;
}

/**
 * How long the site takes to make a sitemap file again after the content changed: the site is told
 * to regenerate (as an import does), the first request gets the kept file and starts the work, and
 * the file is asked again until a newly made one answers.
 */
async function regenerationMs(siteUrl: string, path: string): Promise<number> {
  const told = await fetch(`${siteUrl}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}` },
  });
  if (!told.ok) throw new Error(`the site refused to regenerate (${told.status})`);
  const started = performance.now();
  let answer = await timeGet(`${siteUrl}${path}`);
  while (answer.cache === "STALE" && performance.now() - started < 600_000) {
    await new Promise((r) => setTimeout(r, 25));
    answer = await timeGet(`${siteUrl}${path}`);
  }
  return performance.now() - started;
}

async function measure(label: string, contentDir: string, ports: { web: number; api: number; idp: number }) {
  console.log(`\n── ${label}: ${contentDir}`);
  const work = mkdtempSync(join(tmpdir(), "awd-bench-archive-"));
  // PostgreSQL runs as its own user, which must reach its directory inside.
  chmodSync(work, 0o755);
  const postgres = startPrivatePostgres(join(work, "postgres"), await freePort());
  try {
    const importMs = importEdition(contentDir, postgres.url, ports.web);
    const databaseMb = databaseMegabytes(postgres.url);
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const siteUrl = `http://127.0.0.1:${ports.web}/awd`;
    const env = {
      ...stackEnv(ports),
      DATABASE_URL: postgres.url,
      CONTENT_DIR: contentDir,
      REVALIDATE_SECRET: secret,
      LOG_LEVEL: "warn",
    };
    const api = await startParts([[apiPart("api", ports.api, env)]]);
    try {
      const build = await timed(() => buildWeb(env));
      const web = await startParts([[webPart("web", ports.web, env)]]);
      try {
        const summary = async (query: string) =>
          (await (await fetch(`${apiUrl}/articles${query}`)).json()) as {
            data: { total: number; items: { id: number; seriesPath: string; publishedAt: string }[] };
          };
        const newest = await summary("?sort=Desc&limit=1");
        const oldest = (await summary("?sort=Asc&limit=1")).data.items[0];
        if (!oldest) throw new Error("the edition has no article");
        const { publicationMonths } = await import("@awd/core/sitemaps");
        const all: { publishedAt: string }[] = [];
        for (let offset = 0; offset < newest.data.total; offset += 50)
          all.push(...(await summary(`?sort=Desc&limit=50&offset=${offset}`)).data.items);
        const months = publicationMonths(all).map((m) => m.month);

        const index = await timeGet(`${siteUrl}/sitemap.xml`);
        const listed = (index.text.match(/<sitemap>/g) ?? []).length - 2;
        let missing = 0;
        for (const month of months) if ((await timeGet(`${siteUrl}/sitemaps/${month}.xml`)).status === 404) missing++;
        // The first article asked of a started site also reads which articles exist (proxy.ts);
        // the oldest article is asked after it, so what it measures is its own page being made.
        const newestArticle = newest.data.items[0];
        const siteFirst = await timeGet(`${siteUrl}/${newestArticle?.seriesPath}/${newestArticle?.id}`);
        const oldArticle = `${siteUrl}/${oldest.seriesPath}/${oldest.id}`;
        const first = await timeGet(oldArticle);
        const again = await timeGet(oldArticle);

        // The oldest month first: the API keeps the answers it gave in memory, and the index, made
        // first, would have the month's requests answered from there.
        const oldestMonthMs = await regenerationMs(siteUrl, `/sitemaps/${months.at(-1)}.xml`);
        const newestMonthMs = await regenerationMs(siteUrl, `/sitemaps/${months[0]}.xml`);
        const sitemapIndexMs = await regenerationMs(siteUrl, "/sitemap.xml");

        const searchMs: number[] = [];
        for (let round = 0; round < 5; round++)
          for (const word of searchWords) searchMs.push((await timeGet(`${apiUrl}/search?q=${word}`)).ms);
        const lastPage = Math.max(1, Math.ceil(newest.data.total / 12));
        const deepPage = Math.min(500, lastPage);
        const deepUrl = `${apiUrl}/articles?sort=Desc&limit=12&offset=${(deepPage - 1) * 12}`;
        // The first asking is the database's work; the API keeps the answer, so the next are its memory's.
        const deepFirstMs = (await timeGet(deepUrl)).ms;

        return {
          articles: newest.data.total,
          importS: seconds(importMs),
          databaseMb,
          buildS: seconds(build.ms),
          prerendered: prerenderedRoutes(),
          monthsWithArticles: months.length,
          monthsInIndex: listed,
          monthSitemaps404: missing,
          sitemapIndexMs: Math.round(sitemapIndexMs),
          newestMonthSitemapMs: Math.round(newestMonthMs),
          oldestMonthSitemapMs: Math.round(oldestMonthMs),
          siteFirstArticleMs: Math.round(siteFirst.ms),
          oldArticleFirstMs: Math.round(first.ms),
          oldArticleAgainMs: Math.round(again.ms),
          searchP95Ms: Math.round(percentile(searchMs, 95)),
          deepPage,
          deepPageMs: Math.round(deepFirstMs),
          load: loadavg()
            .map((l) => l.toFixed(1))
            .join(" "),
        } satisfies Figures;
      } finally {
        await web.stop();
      }
    } finally {
      await api.stop();
    }
  } finally {
    postgres.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const rows: [string, keyof Figures][] = [
  ["articles", "articles"],
  ["import (s)", "importS"],
  ["database size (MB)", "databaseMb"],
  ["next build (s)", "buildS"],
  ["routes prerendered", "prerendered"],
  ["months with articles", "monthsWithArticles"],
  ["months in the sitemap index", "monthsInIndex"],
  ["month sitemaps answering 404", "monthSitemaps404"],
  ["sitemap index made again (ms)", "sitemapIndexMs"],
  ["newest month's sitemap again (ms)", "newestMonthSitemapMs"],
  ["oldest month's sitemap again (ms)", "oldestMonthSitemapMs"],
  ["newest article, 1st after start (ms)", "siteFirstArticleMs"],
  ["oldest article, 1st request (ms)", "oldArticleFirstMs"],
  ["oldest article, 2nd request (ms)", "oldArticleAgainMs"],
  ["search p95 (ms, API)", "searchP95Ms"],
  ["deep page of the home list", "deepPage"],
  ["that page, first asked (ms, API)", "deepPageMs"],
  ["machine load (1, 5, 15 min)", "load"],
];

async function main() {
  const ports = { web: await freePort(), api: await freePort(), idp: await freePort() };
  const archive = mkdtempSync(join(tmpdir(), "awd-archive-"));
  try {
    const made = writeArchive(join(repoRoot, "content"), archive, largeSize);
    console.log(`synthetic archive: ${made.articles} articles over ${made.weeks} weeks in ${archive}`);
    const sample = await measure("the sample edition", join(repoRoot, "content"), ports);
    const large = await measure(`${made.articles} articles`, archive, ports);
    console.log(`\n${"".padEnd(36)}${"sample".padStart(14)}${"archive".padStart(16)}`);
    for (const [name, key] of rows)
      console.log(`${name.padEnd(36)}${String(sample[key]).padStart(14)}${String(large[key]).padStart(16)}`);
  } finally {
    rmSync(archive, { recursive: true, force: true });
    // The worktree's build is the archive's now: the next start builds the site again.
    const stamp = join(repoRoot, "apps/web/.next/awd-public-env.json");
    if (existsSync(stamp)) rmSync(stamp);
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench:archive failed: ${error.message}`);
    process.exit(1);
  },
);

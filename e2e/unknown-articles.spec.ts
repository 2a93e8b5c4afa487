import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { articlesOf } from "./support/content.ts";
import { expect, test } from "./support/test.ts";

// Made-up article URLs and list pages past the edition's last are answered 404 before any page is
// rendered, so they add nothing to the page cache on disk (an attacker once added 90 MB with 1,000
// made-up article URLs).

const webBuild = resolve(import.meta.dirname, "../apps/web/.next");
// The server npm start runs (Next.js standalone), which keeps the pages it renders under its own .next.
const runningServer = join(webBuild, "standalone/apps/web/.next/server");
// Where Next.js keeps rendered pages and the API answers they were made from.
const pageCaches = [join(webBuild, "server"), join(webBuild, "cache/fetch-cache")];

function diskUse(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const cacheUse = () =>
  pageCaches
    .map(diskUse)
    .reduce((sum, use) => ({ files: sum.files + use.files, bytes: sum.bytes + use.bytes }), { files: 0, bytes: 0 });

const madeUpPaths = (count: number) =>
  Array.from({ length: count }, (_, n) => {
    const id = 900_000 + n;
    const page = 1000 + n;
    const paths = [
      `news-topics/${id}`,
      `no-such-series-${n}/${id}`,
      `audios/${id}`,
      `embedded/editorial/${id}`,
      `news-topics?page=${page}`,
      `news-topics/page/${page}`,
      `latest/all/${page}`,
      `?category=News&page=${page}`,
      `audios?page=${page}`,
    ];
    return paths[n % paths.length] as string;
  });

test("200 made-up article and list page URLs answer 404 and add nothing to the page cache", async ({ request }) => {
  test.setTimeout(120_000);
  // One first request reads the list of articles; what is measured is what the flood adds.
  expect((await request.get("news-topics/899999")).status()).toBe(404);
  const before = cacheUse();
  for (const path of madeUpPaths(200)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  expect(cacheUse()).toEqual(before);
});

test("a made-up article URL gets the site's Japanese 404 page", async ({ page }) => {
  const response = await page.goto("news-topics/987654");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an article and a list page that exist are still served", async ({ request }) => {
  for (const path of ["news-topics/101", "news-topics?page=1", "latest/all/2", "?page=2", "audios?page=1"])
    expect((await request.get(path)).status(), path).toBe(200);
});

test("an article older than the prerendered ones is made on its first request and kept", async ({ page, request }) => {
  // docs/product/site-and-urls.md#prerendered-pages: the build prerenders the newest articles only.
  const [oldest] = await articlesOf(request, "sort=Asc&limit=1");
  if (!oldest) throw new Error("the edition has no article");
  const path = `${oldest.seriesPath}/${oldest.id}`;
  const manifest = JSON.parse(readFileSync(join(webBuild, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  expect(Object.keys(manifest.routes).filter((route) => route.endsWith(`/${path}`))).toEqual([]);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(await page.title()).toContain(oldest.titleEn);
  // Kept in the running server's page cache like a prerendered page: the next reader gets it as it is.
  const kept = () =>
    readdirSync(runningServer, { withFileTypes: true, recursive: true }).some(
      (entry) => entry.isFile() && join(entry.parentPath, entry.name).endsWith(`/${path}.html`),
    );
  await expect.poll(kept).toBe(true);
});

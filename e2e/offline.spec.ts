import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./support/chromium.ts";
import { newestOf } from "./support/content.ts";
import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { siteUrl } from "./support/stack.ts";
import { expect, type Page, test } from "./support/test.ts";

// The installable site and offline reading (docs/product/offline-and-reading-comfort.md): Chromium's
// own installability check, and the service worker answering pages with the network gone.

test.use({ serviceWorkers: "allow" });

// The paid article's first paragraph after the lead: only the API sends it, to a reader with a right.
const paidParagraph = (
  JSON.parse(readFileSync(new URL("../content/articles/news-topics/101.json", import.meta.url), "utf8")) as {
    paragraphs: { en: string }[];
  }
).paragraphs[0]?.en.slice(0, 60) as string;

/** Waits until the site's service worker controls the page (it claims the page once it has activated). */
const controlled = async (page: Page) => {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 40_000 });
};

test("Chromium finds the site installable: its manifest, icons and scope", async ({ request }) => {
  // Chromium never offers to install from an incognito context, which a test's own context is: this
  // check runs in a browser with a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), "awd-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: chromiumArgs,
    baseURL: siteUrl,
  });
  try {
    const page = await context.newPage();
    await page.goto("./");
    const session = await context.newCDPSession(page);
    const errors = async () =>
      ((await session.send("Page.getInstallabilityErrors")).installabilityErrors ?? []).map((e) => e.errorId);
    await expect.poll(errors, { timeout: 15_000 }).toEqual([]);
    const { url } = await session.send("Page.getAppManifest");
    expect(new URL(url).pathname).toBe("/awd/manifest.webmanifest");
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const manifest = await (await request.get("manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ short_name: "AWDウイークリー", start_url: "/awd", scope: "/awd", lang: "ja" });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.headers()["content-type"], icon.src).toBe("image/png");
    const size = Number(icon.sizes.split("x")[0]);
    const png = await answer.body();
    // A PNG's width and height are the big-endian words at bytes 16 and 20 of its header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([size, size]);
  }
});

test("an article read once opens again offline; an article never opened shows the offline page", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const read = await newestOf(request, "news-topics");
  const unread = await newestOf(request, "phrase-it-right");
  await page.goto("./");
  await controlled(page);
  await page.goto(read.path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(read.summary.titleEn);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(read.summary.titleEn);
  await page.goto(unread.path);
  await expect(page.getByRole("heading", { level: 1, name: "このページはまだ端末に保存されていません" })).toBeVisible();
  await page.goto("./");
  await expect(page.getByRole("banner").getByRole("link", { name: /トップへ/ })).toBeVisible();

  await context.setOffline(false);
  await page.goto(unread.path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(unread.summary.titleEn);
});

/** Every URL the page's origin keeps in Cache Storage, by cache name. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys())
      kept[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return kept;
  });

test("keeps a subscriber's pages but nothing of the account: no API answer, no sign-in code, no signed audio", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, demo.digital, paidArticle.path);
  await controlled(page);
  await page.goto(paidArticle.path);
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
  const kept = Object.values(await keptUrls(page)).flat();
  const origin = new URL(page.url()).origin;
  expect(kept).toContain(new URL(paidArticle.path, siteUrl).href);
  expect(kept.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(kept.filter((url) => /\/awd\/(login|static\/media\/audio|static\/print)/.test(url))).toEqual([]);
  // The kept page is the HTML everyone gets: the paid text came from the API, with credentials.
  const keptPage = await page.evaluate(async (url) => (await caches.match(url))?.text(), page.url());
  expect(keptPage).toContain(paidArticle.titleEn);
  expect(keptPage).not.toContain(paidParagraph);
});

test("a new build's worker drops the pages an earlier build kept", async ({ page }) => {
  // A pages cache of an earlier build, made before this build's worker installs.
  await page.addInitScript(async () => {
    if (sessionStorage.getItem("earlier-build")) return;
    sessionStorage.setItem("earlier-build", "made");
    const earlier = await caches.open("awd-pages-earlier");
    await earlier.put("/awd/earlier", new Response("kept by an earlier build"));
  });
  await page.goto("./");
  await controlled(page);
  await page.reload();
  await expect.poll(async () => Object.keys(await keptUrls(page))).not.toContain("awd-pages-earlier");
  expect(Object.keys(await keptUrls(page)).filter((name) => name.startsWith("awd-pages-"))).toHaveLength(1);
});

test("the worker is the build's still after a content import revalidates the site", async ({ request }) => {
  const worker = () => request.get("serwist/sw.js");
  const before = await worker();
  expect(before.status()).toBe(200);
  const revalidated = await request.post("api/revalidate", { headers: { authorization: "Bearer awd-dev-revalidate" } });
  expect(revalidated.status()).toBe(200);
  const after = await worker();
  expect(after.status()).toBe(200);
  expect(after.headers()["service-worker-allowed"]).toBe("/");
  expect(await after.text()).toBe(await before.text());
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { categories } from "@awd/core/categories";
import { seriesCatalogue } from "@awd/core/series";
import { publicationMonth } from "@awd/core/sitemaps";
import { newestOf, paidOf } from "./support/content.ts";
import { siteUrl } from "./support/stack.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";

// What crawlers and feed readers get (docs/product/search-engines-and-feeds.md), asked anonymously as
// they ask: robots.txt at the site root, the sitemaps, the feeds, and the head of an article page.

const siteRoot = new URL("/", siteUrl).href;
const site = (path: string) => new URL(path.replace(/^\//, ""), siteUrl).href;
/** A URL the site wrote, asked of the site under test whatever origin it was written with. */
const onSite = (url: string) => new URL(new URL(url).pathname + new URL(url).search, siteRoot).href;

async function fetchText(request: APIRequestContext, url: string, type: RegExp) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(type);
  return response.text();
}

/** The document's element texts by tag, parsed by the browser's XML parser, which must find no error. */
async function parsedXml(page: Page, xml: string, tag: string): Promise<string[]> {
  const parsed = await page.evaluate(
    ([text, name]) => {
      const document = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: document.querySelector("parsererror")?.textContent ?? null,
        texts: Array.from(document.getElementsByTagName(name)).map((e) => e.textContent ?? ""),
      };
    },
    [xml, tag] as const,
  );
  expect(parsed.error).toBeNull();
  return parsed.texts;
}

test.beforeEach(async ({ page }) => {
  // A page of the site, for its XML parser.
  await page.goto(site("help.html"));
});

test("robots.txt answers at the site root and under /awd, keeps private pages out and names the sitemap index", async ({
  request,
}) => {
  for (const url of [new URL("/robots.txt", siteRoot).href, site("robots.txt")]) {
    const rules = (await fetchText(request, url, /^text\/plain/)).split("\n");
    expect(rules).toContain("Allow: /awd/");
    for (const path of ["/awd/mypage", "/awd/search", "/awd/print", "/awd/static/print/", "/awd/api/"])
      expect(rules).toContain(`Disallow: ${path}`);
    const sitemap = rules.find((line) => line.startsWith("Sitemap: "))?.slice("Sitemap: ".length) ?? "";
    expect(new URL(sitemap).pathname).toBe("/awd/sitemap.xml");
  }
});

test("the sitemap index names the months, and a month lists its articles", async ({ page, request }) => {
  const { path, summary } = await newestOf(request, "news-topics");
  const index = await parsedXml(page, await fetchText(request, site("sitemap.xml"), /xml/), "loc");
  const month = publicationMonth(summary.publishedAt);
  expect(index.map((loc) => new URL(loc).pathname)).toEqual(
    expect.arrayContaining(["/awd/sitemaps/pages.xml", "/awd/sitemaps/news.xml", `/awd/sitemaps/${month}.xml`]),
  );
  const monthLoc = index.find((loc) => loc.endsWith(`/${month}.xml`)) ?? "";
  const urls = await parsedXml(page, await fetchText(request, onSite(monthLoc), /xml/), "loc");
  expect(urls.map((loc) => new URL(loc).pathname)).toContain(`/awd/${path}`);
});

test("the news sitemap lists only articles of the last 48 hours, with their news tags", async ({ page, request }) => {
  const xml = await fetchText(request, site("sitemaps/news.xml"), /xml/);
  const dates = await parsedXml(page, xml, "news:publication_date");
  const titles = await parsedXml(page, xml, "news:title");
  expect(titles.length).toBe(dates.length);
  for (const date of dates) expect(Date.now() - Date.parse(date)).toBeLessThanOrEqual(48 * 3_600_000 + 3_600_000);
  expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
});

test("a paid article has one canonical link without the query, and JSON-LD with the paywall markup", async ({
  page,
  request,
}) => {
  const { path, article } = await paidOf(request, "news-topics");
  await page.goto(site(`${path}?utm_source=newsletter&ref=share`));
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  expect(new URL((await canonical.getAttribute("href")) ?? "").pathname).toBe(`/awd/${path}`);
  expect(await canonical.getAttribute("href")).not.toContain("?");

  const data: Record<string, unknown>[] = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")));
  const newsArticle = data.find((d) => d["@type"] === "NewsArticle");
  expect(newsArticle).toMatchObject({
    headline: article.titleEn,
    alternativeHeadline: article.titleJa,
    datePublished: article.publishedAt,
    isAccessibleForFree: false,
    isPartOf: { name: article.series.name },
    hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: ".awd-paid-part" },
  });
  // The selector names an element of the page: the part a subscriber reads.
  await expect(page.locator(".awd-paid-part")).toHaveCount(1);
  // The publisher's logo is a raster image search engines read: a PNG, square, at least 112 px.
  const logoUrl = (newsArticle as { publisher: { logo: { url: string } } }).publisher.logo.url;
  const logo = await request.get(onSite(logoUrl));
  expect(logo.status(), logoUrl).toBe(200);
  expect(logo.headers()["content-type"], logoUrl).toBe("image/png");
  const png = await logo.body();
  // A PNG's IHDR chunk holds its width and height, big-endian, at bytes 16 and 20.
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  expect(width).toBe(height);
  expect(width).toBeGreaterThanOrEqual(112);

  // A shared link of an article says it is one, with its published time.
  const meta = (property: string) => page.locator(`head meta[property="${property}"]`);
  await expect(meta("og:type")).toHaveAttribute("content", "article");
  await expect(meta("article:published_time")).toHaveAttribute("content", article.publishedAt);
  await expect(meta("article:section")).toHaveAttribute("content", article.series.name);
  const breadcrumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
  expect(breadcrumbs.itemListElement.map((c) => new URL(c.item).pathname)).toEqual([
    "/awd",
    `/awd/${article.series.path}`,
    `/awd/${path}`,
  ]);
});

test("a free article is marked free, with no paid part", async ({ page, request }) => {
  const { path } = await newestOf(request, "news-topics");
  await page.goto(site(path));
  const data: Record<string, unknown>[] = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")));
  const newsArticle = data.find((d) => d["@type"] === "NewsArticle");
  expect(newsArticle?.isAccessibleForFree).toBe(true);
  expect(newsArticle).not.toHaveProperty("hasPart");
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "article");
  await page.goto(site("news-topics"));
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "website");
});

test("a series list offers its feed, whose link resolves and parses as RSS of that series", async ({
  page,
  request,
}) => {
  const { summary } = await newestOf(request, "news-topics");
  await page.goto(site("news-topics?page=1"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/awd\/news-topics$/);
  const feeds = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  const hrefs = await feeds.evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  const seriesFeed = hrefs.find((href) => href.endsWith("/feeds/series/news-topics.xml")) ?? "";
  expect(hrefs.some((href) => href.endsWith("/awd/feed.xml"))).toBe(true);
  const xml = await fetchText(request, onSite(seriesFeed), /^application\/rss\+xml/);
  const links = await parsedXml(page, xml, "link");
  expect(links.map((l) => new URL(l).pathname)).toContain(`/awd/news-topics/${summary.id}`);
  const titles = await parsedXml(page, xml, "title");
  expect(titles).toContain(`${summary.titleEn}（${summary.titleJa}）`);
});

/** The first words of every paid article's body paragraphs, both languages, from the content folder. */
function paidParagraphOpenings(): string[] {
  const root = join(import.meta.dirname, "..", "content", "articles");
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(root, d.name))
        .filter((f) => f.endsWith(".json"))
        .map((f) => JSON.parse(readFileSync(join(root, d.name, f), "utf8"))),
    )
    .filter((a: { isFree: boolean }) => !a.isFree)
    .flatMap((a: { paragraphs: { en: string; ja: string }[] }) => a.paragraphs.flatMap((p) => [p.en, p.ja]))
    .map((text) => text.slice(0, 40));
}

const unescaped = (xml: string) =>
  xml
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

test("no public feed or sitemap carries a word of a paid article's text", async ({ page, request }) => {
  const openings = paidParagraphOpenings();
  expect(openings.length).toBeGreaterThan(100);
  const index = await parsedXml(page, await fetchText(request, site("sitemap.xml"), /xml/), "loc");
  const urls = [
    site("feed.xml"),
    ...categories.map((c) => site(`feeds/category/${c}.xml`)),
    ...seriesCatalogue.map((s) => site(`feeds/series/${s.path}.xml`)),
    site("sitemap.xml"),
    ...index.map(onSite),
  ];
  for (const url of urls) {
    const text = unescaped(await fetchText(request, url, /xml/));
    const leaked = openings.filter((opening) => text.includes(opening));
    expect(leaked, url).toEqual([]);
  }
});

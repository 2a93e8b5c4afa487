import { siteTimeZone } from "../constants.ts";
import { xmlDeclaration, xmlText } from "./xml-text.ts";

// docs/product/search-engines-and-feeds.md#sitemaps: a sitemap index naming one sitemap per month
// of publication (Tokyo time), one of the site's list pages, and a news sitemap of the articles
// published in the last 48 hours with the tags news aggregators read.

export const newsSitemapHours = 48;

const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";
const newsNamespace = "http://www.google.com/schemas/sitemap-news/0.9";

export interface SitemapArticle {
  /** The article's absolute URL. */
  url: string;
  /** ISO 8601 instant. */
  publishedAt: string;
  titleEn: string;
}

export interface NewsPublication {
  name: string;
  /** ISO 639 code of the articles' language. */
  language: string;
}

const monthFormat = new Intl.DateTimeFormat("en-CA", { timeZone: siteTimeZone, year: "numeric", month: "2-digit" });

/** `2026-11`: the month an instant falls in, in Tokyo. */
export const publicationMonth = (instant: string): string => {
  const parts = monthFormat.formatToParts(new Date(instant));
  return `${parts.find((p) => p.type === "year")?.value}-${parts.find((p) => p.type === "month")?.value}`;
};

/** Whether a text names a month as publicationMonth writes it. */
export const isPublicationMonth = (text: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

/**
 * The instants a publication month spans, from its first moment to the next month's first, in
 * Tokyo (which keeps +09:00 all year): what the API's month filter selects.
 */
export function monthSpan(month: string): { from: Date; to: Date } {
  if (!isPublicationMonth(month)) throw new RangeError(`not a month: ${month}`);
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  return { from: new Date(`${month}-01T00:00:00+09:00`), to: new Date(`${next}-01T00:00:00+09:00`) };
}

/** The months that have articles, newest first, each with its newest publication (the sitemap's lastmod). */
export function publicationMonths(articles: readonly Pick<SitemapArticle, "publishedAt">[]) {
  const newest = new Map<string, string>();
  for (const { publishedAt } of articles) {
    const month = publicationMonth(publishedAt);
    const known = newest.get(month);
    if (!known || Date.parse(publishedAt) > Date.parse(known)) newest.set(month, publishedAt);
  }
  return [...newest]
    .map(([month, lastModified]) => ({ month, lastModified }))
    .sort((a, b) => b.month.localeCompare(a.month));
}

/** The articles of one publication month. */
export const articlesOfMonth = <A extends Pick<SitemapArticle, "publishedAt">>(articles: readonly A[], month: string) =>
  articles.filter((a) => publicationMonth(a.publishedAt) === month);

const lastmod = (instant: string | undefined) =>
  instant ? `<lastmod>${xmlText(new Date(instant).toISOString())}</lastmod>` : "";

/** A sitemap index naming the given sitemaps. */
export function sitemapIndex(sitemaps: readonly { url: string; lastModified?: string }[]): string {
  const entries = sitemaps.map((s) => `<sitemap><loc>${xmlText(s.url)}</loc>${lastmod(s.lastModified)}</sitemap>`);
  return `${xmlDeclaration}\n<sitemapindex xmlns="${sitemapNamespace}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** A sitemap of pages, each with the instant it last changed when known. */
export function urlSet(pages: readonly { url: string; lastModified?: string }[]): string {
  const entries = pages.map((p) => `<url><loc>${xmlText(p.url)}</loc>${lastmod(p.lastModified)}</url>`);
  return `${xmlDeclaration}\n<urlset xmlns="${sitemapNamespace}">\n${entries.join("\n")}\n</urlset>\n`;
}

/** The articles published within the last 48 hours of `now` (none from the future), newest first. */
export const recentArticles = <A extends Pick<SitemapArticle, "publishedAt">>(articles: readonly A[], now: Date) => {
  const from = now.getTime() - newsSitemapHours * 3_600_000;
  return articles
    .filter((a) => {
      const at = Date.parse(a.publishedAt);
      return at >= from && at <= now.getTime();
    })
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
};

/** The news sitemap: the articles of the last 48 hours with their publication, date and title. */
export function newsSitemap(articles: readonly SitemapArticle[], publication: NewsPublication, now: Date): string {
  const entries = recentArticles(articles, now).map(
    (a) =>
      `<url><loc>${xmlText(a.url)}</loc><news:news><news:publication><news:name>${xmlText(publication.name)}</news:name>` +
      `<news:language>${xmlText(publication.language)}</news:language></news:publication>` +
      `<news:publication_date>${xmlText(new Date(a.publishedAt).toISOString())}</news:publication_date>` +
      `<news:title>${xmlText(a.titleEn)}</news:title></news:news></url>`,
  );
  return `${xmlDeclaration}\n<urlset xmlns="${sitemapNamespace}" xmlns:news="${newsNamespace}">\n${entries.join("\n")}\n</urlset>\n`;
}

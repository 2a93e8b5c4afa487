import { categories } from "@awd/core/categories";
import type { ArticleSummary } from "@awd/core/contract/articles";
import { seriesCatalogue } from "@awd/core/series";
import { isPublicationMonth, newsSitemap, newsSitemapHours, urlSet } from "@awd/core/sitemaps";
import { articlesSince, monthArticles, publicationMonthList } from "@/lib/content";
import { audiosHref, contentsHref, faqHref, guideHref, helpHref, homeHref, seriesHref } from "@/lib/paths";
import { articleUrl, xmlResponse } from "@/lib/search-engine-files";
import { absoluteUrl } from "@/lib/share-metadata";
import { siteMessages } from "@/messages/site";

// /awd/sitemaps/{YYYY-MM}.xml (the articles published that month, in Tokyo), news.xml (the last 48
// hours, with the news tags) and pages.xml (the lists and the guides). Regenerated hourly and on
// content import. Each file asks the API for its own articles only: a month's sitemap costs what that
// month holds, whatever the size of the archive. docs/product/search-engines-and-feeds.md#sitemaps
export const revalidate = 3600;

type Params = { file: string };

export async function generateStaticParams(): Promise<Params[]> {
  const months = await publicationMonthList();
  return [{ file: "news.xml" }, { file: "pages.xml" }, ...months.map((m) => ({ file: `${m.month}.xml` }))];
}

const listPages = [
  homeHref(),
  ...categories.map((c) => homeHref(c)),
  ...seriesCatalogue.map((s) => seriesHref(s.path)),
  audiosHref(),
  contentsHref,
  helpHref,
  faqHref,
  guideHref,
];

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params;
  if (file === "pages.xml") return xmlResponse(urlSet(listPages.map((href) => ({ url: absoluteUrl(href) }))));
  const month = file.replace(/\.xml$/, "");
  if (file !== "news.xml" && !(file.endsWith(".xml") && isPublicationMonth(month)))
    return new Response("Not Found", { status: 404 });
  const sitemapArticle = (a: ArticleSummary) => ({
    url: articleUrl(a),
    publishedAt: a.publishedAt,
    titleEn: a.titleEn,
  });
  if (file === "news.xml") {
    const now = new Date();
    const recent = await articlesSince(new Date(now.getTime() - newsSitemapHours * 3_600_000));
    return xmlResponse(newsSitemap(recent.map(sitemapArticle), { name: siteMessages.siteName, language: "en" }, now));
  }
  const ofMonth = (await monthArticles(month)).map(sitemapArticle);
  if (ofMonth.length === 0) return new Response("Not Found", { status: 404 });
  return xmlResponse(urlSet(ofMonth.map((a) => ({ url: a.url, lastModified: a.publishedAt }))));
}

import { type Category, categories } from "@awd/core/categories";
import { categoryNavItems } from "@awd/core/category-nav";
import { type ArticleSummary, articlePageSchema } from "@awd/core/contract/articles";
import { readContract } from "@awd/core/contract/envelope";
import { type FeedItem, feedItemsMax, rssFeed } from "@awd/core/rss-feed";
import { type Series, seriesCatalogue } from "@awd/core/series";
import { articlesListRoute } from "@/api/articles.generated";
import { feedMessages } from "@/messages/feeds";
import { siteMessages } from "@/messages/site";
import { articleHref, categoryFeedHref, homeHref, latestFeedHref, seriesFeedHref, seriesHref } from "./paths";
import { readApi } from "./read-api";
import { absoluteFileUrl, absoluteUrl } from "./share-metadata";

// docs/product/search-engines-and-feeds.md#public-feeds: the feeds' data, read anonymously like the
// pages (summaries only: titles, the lead and the thumbnail, never an article's text), and the
// answers of the feed and sitemap routes.

const readArticlePage = readContract(articlePageSchema);

/** The newest articles, of one category or series when given. */
const newestArticles = async (filter: { category?: Category; series?: string } = {}) =>
  (
    await readApi(articlesListRoute, {
      query: { sort: "Desc", limit: feedItemsMax, offset: 0, ...filter },
      read: readArticlePage,
    })
  ).items;

export const articleUrl = (a: Pick<ArticleSummary, "seriesPath" | "id">) =>
  absoluteUrl(articleHref(a.seriesPath, a.id));

const feedItem = (a: ArticleSummary): FeedItem => ({
  url: articleUrl(a),
  titleEn: a.titleEn,
  titleJa: a.titleJa,
  lead: a.leadEn,
  publishedAt: a.publishedAt,
  category: a.seriesName,
  image: a.thumbnail && {
    url: absoluteFileUrl(a.thumbnail.path),
    width: a.thumbnail.width,
    height: a.thumbnail.height,
  },
});

export const xmlResponse = (body: string, type = "application/xml") =>
  new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8` } });

const feedResponse = (title: string, pageHref: string, feedHref: string, articles: ArticleSummary[]) =>
  xmlResponse(
    rssFeed(
      {
        title,
        description: siteMessages.siteDescription,
        link: absoluteUrl(pageHref),
        selfUrl: absoluteUrl(feedHref),
        language: "ja",
      },
      articles.map(feedItem),
    ),
    "application/rss+xml",
  );

export const latestFeed = async () =>
  feedResponse(feedMessages.latestTitle, homeHref(), latestFeedHref, await newestArticles());

export const categoryOfFeed = (file: string): Category | undefined => categories.find((c) => `${c}.xml` === file);

export async function categoryFeed(category: Category) {
  const item = categoryNavItems.find((i) => i.category === category);
  const title = feedMessages.categoryTitle(item?.label ?? category, item?.nameJa ?? category);
  return feedResponse(title, homeHref(category), categoryFeedHref(category), await newestArticles({ category }));
}

export const seriesOfFeed = (file: string) => seriesCatalogue.find((s) => `${s.path}.xml` === file);

export async function seriesFeed(series: Series) {
  const title = feedMessages.seriesTitle(series.name, series.nameJa);
  return feedResponse(
    title,
    seriesHref(series.path),
    seriesFeedHref(series.path),
    await newestArticles({ series: series.path }),
  );
}

/** The feed link of a category's list. */
export const categoryFeedLink = (category: Category) => {
  const item = categoryNavItems.find((i) => i.category === category);
  return {
    href: categoryFeedHref(category),
    title: feedMessages.categoryTitle(item?.label ?? category, item?.nameJa ?? category),
  };
};

/** The feed link of a series' list and its articles. */
export const seriesFeedLink = (series: { path: string; name: string; nameJa: string }) => ({
  href: seriesFeedHref(series.path),
  title: feedMessages.seriesTitle(series.name, series.nameJa),
});

/** The crumbs from the site's home to a series, and to an article of it when given. */
export const breadcrumbs = (series: Pick<Series, "path" | "name">, article?: { id: number; titleEn: string }) => [
  { name: feedMessages.home, url: absoluteUrl(homeHref()) },
  { name: series.name, url: absoluteUrl(seriesHref(series.path)) },
  ...(article ? [{ name: article.titleEn, url: absoluteUrl(articleHref(series.path, article.id)) }] : []),
];

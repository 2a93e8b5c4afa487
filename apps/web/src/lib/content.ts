import type { Level } from "@awd/core/categories";
import { homeCategory, type NavCategory } from "@awd/core/category-nav";
import { paging, popularContentsLimit, prerenderedArticlesMax, relatedArticlesMax } from "@awd/core/constants";
import {
  type ArticleSummary,
  articleKeysSchema,
  articlePageSchema,
  articleSchema,
  publicationMonthsSchema,
  relatedArticlesSchema,
  seriesListSchema,
} from "@awd/core/contract/articles";
import { readContract } from "@awd/core/contract/envelope";
import { type Notice, noticesSchema } from "@awd/core/contract/notices";
import { type SearchPage, searchPageSchema } from "@awd/core/contract/search";
import {
  articleRelationsRoute,
  articleShowRoute,
  articlesKeysRoute,
  articlesListRoute,
  articlesMonthsRoute,
  audiosListRoute,
  seriesListRoute,
} from "@/api/articles.generated";
import { noticesInForceRoute } from "@/api/notices.generated";
import { searchArticlesRoute } from "@/api/search.generated";
import { ApiRequestError } from "./api-client";
import { popularContentIds } from "./env";
import { type Edition, homeListKeys } from "./front-refresh";
import { type ReadCall, readApi, readApiOrNull } from "./read-api";

// What the pages read from the API. Every call is anonymous: the HTML is the same for every visitor.

const readSeriesList = readContract(seriesListSchema);
const readArticlePage = readContract(articlePageSchema);

export const pageSize = paging.defaultPageSize;

export const listSeries = () => readApi(seriesListRoute, { read: readSeriesList });

export const findSeries = async (path: string) => (await listSeries()).find((s) => s.path === path);

/** The query of a list of articles (GET /articles); the keys go in the order they are written. */
type ArticleListQuery = NonNullable<ReadCall<typeof articlesListRoute>["query"]>;

/** A list the pages read: the archive's (with its query) or the audio list's. */
type ArticleListRoute = typeof articlesListRoute | typeof audiosListRoute;

const readList = (route: ArticleListRoute, query: ArticleListQuery) => readApi(route, { query, read: readArticlePage });

/** The page of a list: limit and offset after the list's own query. */
const pageQuery = (page: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** A home list's query to /articles: newest first, its category unless home, its level when given. */
const homeListQuery = (category: NavCategory, level?: Level): ArticleListQuery => ({
  sort: "Desc",
  category: category === homeCategory ? undefined : category,
  level,
});

/** The home list: newest first, filtered by category unless home, and by level when one is given. */
export const latestArticles = (category: NavCategory, page: number, level?: Level) =>
  readList(articlesListRoute, { ...homeListQuery(category, level), ...pageQuery(page) });

export const seriesArticles = (seriesPath: string, page: number) =>
  readList(articlesListRoute, { series: seriesPath, sort: "Desc", ...pageQuery(page) });

/** docs/product/lists-and-paging.md#popular-contents: contentIds, sort=Desc, limit=12, offset=0. */
export const popularArticles = async (): Promise<ArticleSummary[]> => {
  if (popularContentIds.length === 0) return [];
  const ids = popularContentIds.join(",");
  return (await readList(articlesListRoute, { contentIds: ids, sort: "Desc", limit: popularContentsLimit, offset: 0 }))
    .items;
};

export const articleById = async (id: number): Promise<ArticleSummary | undefined> =>
  (await readList(articlesListRoute, { contentIds: id, limit: 1 })).items[0];

export const readArticle = (seriesPath: string, id: string) =>
  /^\d{1,9}$/.test(id)
    ? readApiOrNull(articleShowRoute, { params: { seriesPath, id }, read: readContract(articleSchema) })
    : Promise.resolve(null);

export const relatedArticles = async (id: number) =>
  (await readApi(articleRelationsRoute, { params: { id }, read: readContract(relatedArticlesSchema) })).slice(
    0,
    relatedArticlesMax,
  );

export const audioArticles = (page: number) => readList(audiosListRoute, pageQuery(page));

/** The apply page's samples: the newest free articles, one per series; none when the API fails. */
export const freeSampleArticles = async (count: number): Promise<ArticleSummary[]> => {
  try {
    const { items } = await readList(articlesListRoute, { sort: "Desc", limit: 50, offset: 0 });
    const series = new Set<string>();
    return items
      .filter((article) => article.isFree && !series.has(article.seriesId) && series.add(article.seriesId))
      .slice(0, count);
  } catch {
    return [];
  }
};

/** Any failure gives an empty list. */
export const notices = async (): Promise<Notice[]> => {
  try {
    return (await readApi(noticesInForceRoute, { read: readContract(noticesSchema) })).notifications;
  } catch {
    return [];
  }
};

const listPageMax = paging.maxPageSize;

/**
 * Pages of a list, newest or oldest first as the query says, until `until` says enough, the list
 * ends or `max` articles are read.
 */
async function readPages(
  route: ArticleListRoute,
  query: ArticleListQuery,
  max = Number.POSITIVE_INFINITY,
  until: (page: ArticleSummary[]) => boolean = () => false,
): Promise<ArticleSummary[]> {
  const items: ArticleSummary[] = [];
  for (let offset = 0; items.length < max; offset += listPageMax) {
    const page = await readList(route, { ...query, limit: listPageMax, offset });
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0 || until(page.items)) break;
  }
  return items.slice(0, max);
}

/**
 * The articles whose pages `next build` prerenders: the newest prerenderedArticlesMax of the list
 * (docs/product/site-and-urls.md#prerendered-pages); every other one is rendered on its first request.
 */
export const prerenderedArticles = (route: ArticleListRoute) =>
  readPages(route, route === articlesListRoute ? { sort: "Desc" } : {}, prerenderedArticlesMax);

/** Every month that has articles, newest first, from one request however large the archive. */
export const publicationMonthList = () => readApi(articlesMonthsRoute, { read: readContract(publicationMonthsSchema) });

/** The articles published in one month (in Tokyo), oldest first: that month's pages only. */
export const monthArticles = (month: string) => readPages(articlesListRoute, { month, sort: "Asc" });

/** The newest articles, down to the first published before `since` (a page or so). */
export const articlesSince = (since: Date) =>
  readPages(articlesListRoute, { sort: "Desc" }, Number.POSITIVE_INFINITY, (page) =>
    page.some((a) => Date.parse(a.publishedAt) < since.getTime()),
  );

/** Every article's series path and id, in one request (the proxy's known articles). */
export const articleKeys = () => readApi(articlesKeysRoute, { read: readContract(articleKeysSchema) });

/** How many articles a list holds, from one row of it. */
const listTotal = async (route: ArticleListRoute, query: ArticleListQuery) =>
  (await readList(route, { ...query, limit: 1, offset: 0 })).total;

/**
 * What the front's refresh after an import reads (lib/front-refresh.ts): the length of every list and
 * the articles the import wrote, in requests that grow with the import, never with the archive.
 */
export async function refreshEdition(changedIds: readonly number[]): Promise<Edition> {
  const [homeLists, series, audios] = await Promise.all([
    Promise.all(
      homeListKeys().map(async (list) => ({
        ...list,
        total: await listTotal(articlesListRoute, homeListQuery(list.category, list.level)),
      })),
    ),
    listSeries().then((all) =>
      Promise.all(
        all.map(async (s) => ({ path: s.path, total: await listTotal(articlesListRoute, { series: s.path }) })),
      ),
    ),
    listTotal(audiosListRoute, {}),
  ]);
  const changed: ArticleSummary[] = [];
  for (let start = 0; start < changedIds.length; start += listPageMax) {
    const ids = changedIds.slice(start, start + listPageMax).join(",");
    changed.push(...(await readList(articlesListRoute, { contentIds: ids, limit: listPageMax, offset: 0 })).items);
  }
  return { homeLists, series, audios, changed };
}

export type SearchAnswer =
  | { status: "ready"; result: SearchPage }
  /** the API's 422: its reason, in Japanese */
  | { status: "refused"; reason: string }
  | { status: "failed" };

/** /search: one page of results, asked anonymously (the same answer for every reader). */
export async function searchArticles(word: string, page: number): Promise<SearchAnswer> {
  try {
    const result = await readApi(searchArticlesRoute, {
      query: { q: word, p: page },
      read: readContract(searchPageSchema),
    });
    return { status: "ready", result };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422)
      return { status: "refused", reason: error.apiMessage };
    return { status: "failed" };
  }
}

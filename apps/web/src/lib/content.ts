import type { Level } from "@awd/core/categories";
import { homeCategory, type NavCategory } from "@awd/core/category-nav";
import { paging, popularContentsLimit, relatedArticlesMax } from "@awd/core/constants";
import { apiTimeoutSignal } from "./api-timeout";
import type { Article, ArticlePage, ArticleSummary, Notice, SearchPage, Series } from "./api-types";
import { popularContentIds, readApiUrl } from "./env";
import { readApi, readApiOrNull } from "./read-api";
import { searchApiUrl } from "./search-request";

// What the pages read from the API. Every call is anonymous: the HTML is the same for every visitor.

export const pageSize = paging.defaultPageSize;

export const listSeries = () => readApi<Series[]>("/series");

export const findSeries = async (path: string) => (await listSeries()).find((s) => s.path === path);

/** The home list: newest first, filtered by category unless home, and by level when one is given. */
export const latestArticles = (category: NavCategory, page: number, level?: Level) => {
  const filter = `${category === homeCategory ? "" : `&category=${category}`}${level ? `&level=${level}` : ""}`;
  return readApi<ArticlePage>(`/articles?sort=Desc&limit=${pageSize}&offset=${(page - 1) * pageSize}${filter}`);
};

export const seriesArticles = (seriesPath: string, page: number) =>
  readApi<ArticlePage>(`/articles?series=${seriesPath}&sort=Desc&limit=${pageSize}&offset=${(page - 1) * pageSize}`);

/** docs/product/lists-and-paging.md#popular-contents: contentIds, sort=Desc, limit=12, offset=0. */
export const popularArticles = async (): Promise<ArticleSummary[]> => {
  if (popularContentIds.length === 0) return [];
  const ids = popularContentIds.join(",");
  return (await readApi<ArticlePage>(`/articles?contentIds=${ids}&sort=Desc&limit=${popularContentsLimit}&offset=0`))
    .items;
};

export const articleById = async (id: number): Promise<ArticleSummary | undefined> =>
  (await readApi<ArticlePage>(`/articles?contentIds=${id}&limit=1`)).items[0];

export const readArticle = (seriesPath: string, id: string) =>
  /^\d{1,9}$/.test(id) ? readApiOrNull<Article>(`/${seriesPath}/${id}`) : Promise.resolve(null);

export const relatedArticles = async (id: number) =>
  (await readApi<ArticleSummary[]>(`/article/${id}/relations`)).slice(0, relatedArticlesMax);

export const audioArticles = (page: number) =>
  readApi<ArticlePage>(`/audios?limit=${pageSize}&offset=${(page - 1) * pageSize}`);

/** The apply page's samples: the newest free articles, one per series; none when the API fails. */
export const freeSampleArticles = async (count: number): Promise<ArticleSummary[]> => {
  try {
    const { items } = await readApi<ArticlePage>("/articles?sort=Desc&limit=50&offset=0");
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
    return (await readApi<{ notifications: Notice[] }>("/noticeInformation")).notifications;
  } catch {
    return [];
  }
};

/** Every article id of a list endpoint, page by page (for generateStaticParams). */
export async function allArticles(path: "/articles" | "/audios"): Promise<ArticleSummary[]> {
  const items: ArticleSummary[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await readApi<ArticlePage>(`${path}?limit=50&offset=${offset}`);
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) return items;
  }
}

export type SearchAnswer =
  | { status: "ready"; result: SearchPage }
  /** the API's 422: its reason, in Japanese */
  | { status: "refused"; reason: string }
  | { status: "failed" };

/** /search: one page of results, asked anonymously (the same answer for every reader). */
export async function searchArticles(word: string, page: number): Promise<SearchAnswer> {
  try {
    const response = await fetch(searchApiUrl(readApiUrl, word, page), { signal: apiTimeoutSignal() });
    const body = (await response.json().catch(() => ({}))) as { data?: SearchPage; message?: string };
    if (response.status === 422) return { status: "refused", reason: body.message ?? "" };
    return response.ok && body.data ? { status: "ready", result: body.data } : { status: "failed" };
  } catch {
    return { status: "failed" };
  }
}

import { basePath } from "@awd/core/base-path";
import { categories, type Level, levels } from "@awd/core/categories";
import { homeCategory, type NavCategory } from "@awd/core/category-nav";
import type { ArticleSummary } from "@awd/core/contract/articles";
import { pageCount } from "@awd/core/paging";
import { publicationMonths } from "@awd/core/sitemaps";
import {
  articleHref,
  audioHref,
  audiosHref,
  categoryFeedHref,
  contentsHref,
  homeHref,
  latestFeedHref,
  monthSitemapHref,
  newsSitemapHref,
  seriesFeedHref,
  seriesHref,
  sitemapIndexHref,
} from "./paths";

// What a caching front must fetch again after an import, by the URLs readers use (the front keeps a
// page under the URL it was asked by): every page of every list, since a new article moves every
// list, the feeds and sitemaps (docs/product/search-engines-and-feeds.md), which a new article
// changes too, and the pages of the articles that changed. Other article pages are left to expire.

type Listed = Pick<ArticleSummary, "id" | "seriesPath" | "category" | "level" | "publishedAt">;

export interface Edition {
  articles: readonly Listed[];
  audios: readonly Pick<ArticleSummary, "id">[];
}

/** A site href (as next/link takes it) as the URL a reader's browser asks for. */
export const readerUrl = (href: string) =>
  href === "/" ? basePath : href.startsWith("/?") ? `${basePath}${href.slice(1)}` : `${basePath}${href}`;

const pages = (total: number, pageSize: number) => Array.from({ length: pageCount(total, pageSize) }, (_, i) => i + 1);

function homeLists(articles: readonly Listed[], pageSize: number): string[] {
  const count = (category: NavCategory, level?: Level) =>
    articles.filter((a) => (category === homeCategory || a.category === category) && (!level || a.level === level))
      .length;
  const navCategories: NavCategory[] = [homeCategory, ...categories];
  return navCategories.flatMap((category) =>
    [undefined, ...levels].flatMap((level) =>
      pages(count(category, level), pageSize).map((page) => homeHref(category, page, level)),
    ),
  );
}

function seriesLists(articles: readonly Listed[], pageSize: number): string[] {
  const perSeries = new Map<string, number>();
  for (const a of articles) perSeries.set(a.seriesPath, (perSeries.get(a.seriesPath) ?? 0) + 1);
  return [...perSeries].flatMap(([path, count]) => pages(count, pageSize).map((p) => seriesHref(path, p)));
}

function feedsAndSitemaps(articles: readonly Listed[]): string[] {
  return [
    latestFeedHref,
    ...categories.map(categoryFeedHref),
    ...new Set(articles.map((a) => seriesFeedHref(a.seriesPath))),
    sitemapIndexHref,
    newsSitemapHref,
    ...publicationMonths(articles).map((m) => monthSitemapHref(m.month)),
  ];
}

/** The reader URLs to fetch again, lists first, then feeds and sitemaps, each once. */
export function pagesToRefresh(edition: Edition, changedIds: readonly number[], pageSize: number): string[] {
  const changed = new Set(changedIds);
  const audioIds = new Set(edition.audios.map((a) => a.id));
  const hrefs = [
    ...homeLists(edition.articles, pageSize),
    ...seriesLists(edition.articles, pageSize),
    ...pages(edition.audios.length, pageSize).map(audiosHref),
    contentsHref,
    ...feedsAndSitemaps(edition.articles),
    ...edition.articles
      .filter((a) => changed.has(a.id))
      .flatMap((a) => [
        articleHref(a.seriesPath, a.id),
        `/embedded/${a.seriesPath}/${a.id}`,
        ...(audioIds.has(a.id) ? [audioHref(a.id)] : []),
      ]),
  ];
  return [...new Set(hrefs)].map(readerUrl);
}

import { basePath } from "@awd/core/base-path";
import { categories, type Level, levels } from "@awd/core/categories";
import { homeCategory, type NavCategory } from "@awd/core/category-nav";
import type { ArticleSummary } from "@awd/core/contract/articles";
import { prerenderedPageCount } from "@awd/core/paging";
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
// page under the URL it was asked by). A new article moves every list, but only the pages that hold
// the newest articles are fetched again (as many as a build prerenders, core's prerenderedPageCount):
// a deeper page is left to expire like any other, so the refresh costs the same whatever the size of
// the archive. The feeds, the sitemap index, the news sitemap and the sitemaps of the changed
// articles' months (docs/product/search-engines-and-feeds.md) follow, then the changed articles' own
// pages.

type Changed = Pick<ArticleSummary, "id" | "seriesPath" | "publishedAt" | "hasAudio">;

/** What the refresh reads of the edition: how long each list is, and the articles the import wrote. */
export interface Edition {
  homeLists: readonly { category: NavCategory; level?: Level; total: number }[];
  series: readonly { path: string; total: number }[];
  audios: number;
  changed: readonly Changed[];
}

/** Every home list: each category (home included), every level and each level alone. */
const navCategories: NavCategory[] = [homeCategory, ...categories];

export const homeListKeys = (): { category: NavCategory; level?: Level }[] =>
  navCategories.flatMap((category) =>
    [undefined, ...levels].map((level) => (level ? { category, level } : { category })),
  );

/** A site href (as next/link takes it) as the URL a reader's browser asks for. */
export const readerUrl = (href: string) =>
  href === "/" ? basePath : href.startsWith("/?") ? `${basePath}${href.slice(1)}` : `${basePath}${href}`;

const newestPages = (total: number, pageSize: number) =>
  Array.from({ length: prerenderedPageCount(total, pageSize) }, (_, i) => i + 1);

function feedsAndSitemaps(edition: Edition): string[] {
  return [
    latestFeedHref,
    ...categories.map(categoryFeedHref),
    ...edition.series.filter((s) => s.total > 0).map((s) => seriesFeedHref(s.path)),
    sitemapIndexHref,
    newsSitemapHref,
    ...publicationMonths(edition.changed).map((m) => monthSitemapHref(m.month)),
  ];
}

/** The reader URLs to fetch again, lists first, then feeds and sitemaps, then articles, each once. */
export function pagesToRefresh(edition: Edition, pageSize: number): string[] {
  const hrefs = [
    ...edition.homeLists.flatMap((list) =>
      newestPages(list.total, pageSize).map((page) => homeHref(list.category, page, list.level)),
    ),
    ...edition.series.flatMap((s) => newestPages(s.total, pageSize).map((page) => seriesHref(s.path, page))),
    ...newestPages(edition.audios, pageSize).map(audiosHref),
    contentsHref,
    ...feedsAndSitemaps(edition),
    ...edition.changed.flatMap((a) => [
      articleHref(a.seriesPath, a.id),
      `/embedded/${a.seriesPath}/${a.id}`,
      ...(a.hasAudio ? [audioHref(a.id)] : []),
    ]),
  ];
  return [...new Set(hrefs)].map(readerUrl);
}

import { categories, type Level, levels } from "@awd/core/categories";
import { categoryNavItems, homeCategory, type NavCategory } from "@awd/core/category-nav";
import { listPageNumber } from "@awd/core/page-query";
import type { Metadata } from "next";
import { homeHref } from "./paths";
import { categoryFeedLink } from "./search-engine-files";
import { shareMetadata } from "./share-metadata";

// The segments the home list's query is rewritten to (next.config.ts): /latest/{all|category}/{page}
// and, with a level, /latest/{all|category}/{page}/{level}.

export type LatestParams = { filter: string; page: string };

export const latestFilters = ["all", ...categories];

export const filterCategory = (filter: string): NavCategory | undefined =>
  filter === "all" ? homeCategory : categories.find((c) => c === filter);

export const pageNumber = listPageNumber;

export const levelOf = (level: string): Level | undefined => levels.find((l) => l === level);

/** The list's title (its category's) and its canonical URL: the query a reader's link carries. */
export function latestMetadata(filter: string, page: string, level?: string): Metadata {
  const category = filterCategory(filter);
  const n = pageNumber(page);
  if (!category || !n) return {};
  const canonical = homeHref(category, n, level === undefined ? undefined : levelOf(level));
  const item = categoryNavItems.find((i) => i.category === category);
  return item && item.category !== homeCategory
    ? shareMetadata({
        title: `${item.label}（${item.nameJa}）`,
        canonical,
        feed: categoryFeedLink(item.category),
      })
    : shareMetadata({ canonical });
}

import { type Level, levels } from "@awd/core/categories";
import { paging } from "@awd/core/constants";
import { postgresIntegerMax } from "@awd/core/contract/articles";
import { pageCount } from "@awd/core/paging";
import type { Database } from "@awd/db/client";
import { search } from "@awd/db/search/query";

// docs/product/search.md#results-and-pages: a page holds 12 results, as its skeleton has 12 cards.
const searchPageSize = paging.defaultPageSize;

// No edition comes near 2^31 articles, so every page after this one is as empty as it is; asking the
// database for a later one would overflow its integer row positions.
const lastQueriedPage = Math.floor(postgresIntegerMax / searchPageSize);

const isLevel = (value: string): value is Level => (levels as readonly string[]).includes(value);

/** One page of the search (page is 1-based; past the last page it is empty), with the totals. */
export async function searchArticles(db: Database, text: string, page: number, mayReadPaid: boolean) {
  const queried = Math.min(page, lastQueriedPage);
  const { total, hits } = await search(db, { text, page: queried, pageSize: searchPageSize, mayReadPaid });
  return {
    items: hits.map(({ snippet, publishedAt, level, ...hit }) => {
      if (!isLevel(level)) throw new Error(`search record ${hit.objectID} has unknown level "${level}"`);
      return {
        ...hit,
        level,
        snippet: snippet.parts,
        snippetLanguage: snippet.language,
        publishedAt: publishedAt.toISOString(),
      };
    }),
    total,
    page,
    pageSize: searchPageSize,
    pageCount: pageCount(total, searchPageSize),
  };
}

import { parseSearchPage } from "@awd/core/paging";
import { checkSearchWord } from "@awd/core/search-word";
import { searchWordMessages } from "../messages/search-word";

// /search?p=&q= (docs/product/search.md#results-and-pages): what the results page asks the API, read from its query.

export type SearchRequest = { valid: true; word: string; page: number } | { valid: false; reason: string };

/** The query of the results page; a missing q is an empty word, a repeated one is not a word. */
export function searchRequestOf(query: Pick<URLSearchParams, "get" | "getAll">): SearchRequest {
  const words = query.getAll("q");
  const checked = checkSearchWord(words.length > 1 ? words : (words[0] ?? ""));
  if (!checked.ok) return { valid: false, reason: searchWordMessages[checked.reason] };
  return { valid: true, word: checked.value, page: parseSearchPage(query.get("p") ?? undefined) };
}

/** The 1-based positions of the results a page shows ("全N件中 X–Y件"), or null for an empty page. */
export function resultRange(page: number, pageSize: number, shown: number): { from: number; to: number } | null {
  if (shown <= 0) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1 };
}

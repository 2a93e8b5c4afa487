import { notebookLimits } from "../constants.ts";
import { characterCount } from "../text/text-length.ts";

// The words page's search, sort and page as its address keeps them (docs/product/notebook.md#the-words-page),
// so a reload, the back button or a shared link shows the same list. Defaults are left out of the address.

export const notebookSorts = ["newest", "oldest", "word", "due"] as const;
export type NotebookSort = (typeof notebookSorts)[number];

export interface WordsQuery {
  q: string;
  sort: NotebookSort;
  page: number;
}

export const defaultWordsQuery: WordsQuery = { q: "", sort: "newest", page: 1 };

const isSort = (value: string | null): value is NotebookSort => notebookSorts.some((sort) => sort === value);

/** The list an address asks for; anything it cannot mean (an unknown sort, page 0, a search too long) falls back. */
export function wordsQueryFrom(params: URLSearchParams): WordsQuery {
  const q = params.get("q") ?? "";
  const sort = params.get("sort");
  const page = Number(params.get("p"));
  return {
    q: characterCount(q) <= notebookLimits.searchMaxLength ? q : defaultWordsQuery.q,
    sort: isSort(sort) ? sort : defaultWordsQuery.sort,
    page: Number.isSafeInteger(page) && page >= 1 ? page : defaultWordsQuery.page,
  };
}

/** The address's query for a list: "" for the default list, else "?q=…&sort=…&p=…" with only what differs. */
export function wordsQueryString({ q, sort, page }: WordsQuery): string {
  const params = new URLSearchParams();
  if (q.trim() !== "") params.set("q", q.trim());
  if (sort !== defaultWordsQuery.sort) params.set("sort", sort);
  if (page !== defaultWordsQuery.page) params.set("p", String(page));
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}

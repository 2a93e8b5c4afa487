import { paging, prerenderedArticlesMax } from "../constants.ts";

// Query values arrive as strings (or arrays when repeated); only a plain decimal integer counts as
// a number, so "", "1e2", "0x10" and "12abc" are refused rather than coerced the way Number() would.
const integerFrom = (input: unknown): number | undefined => {
  if (typeof input === "number") return Number.isSafeInteger(input) ? input : undefined;
  if (typeof input !== "string" || !/^-?\d+$/.test(input)) return undefined;
  const value = Number(input);
  return Number.isSafeInteger(value) ? value : undefined;
};

// docs/product/lists-and-paging.md#page-size-and-offset: outside 1-50 or non-numeric becomes 12.
export const parsePageSize = (input: unknown): number => {
  const size = integerFrom(input);
  return size !== undefined && size >= paging.minPageSize && size <= paging.maxPageSize ? size : paging.defaultPageSize;
};

// Offset: non-number or negative becomes 0.
export const parseOffset = (input: unknown): number => {
  const offset = integerFrom(input);
  return offset !== undefined && offset >= 0 ? offset : 0;
};

// docs/product/search.md#results-and-pages: page p starts at 1; anything else is the first page.
export const parseSearchPage = (input: unknown): number => {
  const page = integerFrom(input);
  return page !== undefined && page >= paging.firstSearchPage ? page : paging.firstSearchPage;
};

// How many pages a paged list has: an empty list still shows its one (empty) page.
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

// docs/product/site-and-urls.md#prerendered-pages: `next build` prerenders the pages of a list that
// hold the newest prerenderedArticlesMax articles; a later page is made on its first request.
export const prerenderedPageCount = (total: number, pageSize: number): number =>
  Math.min(pageCount(total, pageSize), Math.ceil(prerenderedArticlesMax / pageSize));

import { listPageNumber as pageNumber } from "@awd/core/page-query";

// The page number a list URL asks for, in either of its forms: the query the reader sees
// (/?page=N, /audios?page=N, /SERIES?page=N) or the path next.config.ts rewrites it to
// (/latest/FILTER/N, /audios/page/N, /SERIES/page/N). Undefined when the URL is no paged list.

export function listPageNumber(segments: readonly string[], query: URLSearchParams): number | undefined {
  const [first, second, third, ...rest] = segments;
  const fromPath =
    rest.length > 0 || third === undefined ? undefined : first === "latest" || second === "page" ? third : undefined;
  const fromQuery = segments.length <= 1 ? (query.get("page") ?? undefined) : undefined;
  const page = fromPath ?? fromQuery;
  return page === undefined ? undefined : pageNumber(page);
}

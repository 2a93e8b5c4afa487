import { categories, levels } from "./categories.ts";
import { seriesCatalogue } from "./series.ts";

// docs/product/lists-and-paging.md#the-query-a-page-reads: the query parameters the site reads when
// it renders a URL on the server. Every other parameter is the browser's (an alliance token, a
// campaign tag, the sign-in return address) and never changes the answer, so the caching front keeps
// one copy per URL and these parameters, and asks the web processes for exactly that URL.

/** A list's page number in its URL: 1 to 9999, no leading zero. */
export const listPageNumberPattern = "[1-9][0-9]{0,3}";

/** A list's page number, or undefined when the text is none. */
export const listPageNumber = (text: string): number | undefined =>
  new RegExp(`^${listPageNumberPattern}$`).test(text) ? Number(text) : undefined;

/** One parameter a page reads, and the values it reads (a regular expression, unanchored). */
export interface ReadParameter {
  name: string;
  values: string;
}

/** The kinds of URL that read a query on the server, and the parameters each reads, in key order. */
export const pageQueryReaders = {
  /** The home list: /awd?category=News&level=beginner&page=2. */
  home: [
    { name: "category", values: categories.join("|") },
    { name: "level", values: levels.join("|") },
    { name: "page", values: listPageNumberPattern },
  ],
  /** The audio list and every series' list: /awd/audios?page=2, /awd/news-topics?page=2. */
  list: [{ name: "page", values: listPageNumberPattern }],
  /** A file of the API's, public or signed for a right (static-signing: expires and signature). */
  file: [
    { name: "expires", values: "[0-9]{1,12}" },
    { name: "signature", values: "[0-9a-f]{64}" },
  ],
  /**
   * The search results: the word (at most 512 characters, up to 12 a character once encoded; one
   * that is longer is not read, and the page asks for a word) and the page of results.
   */
  search: [
    { name: "q", values: "[^&]{1,6144}" },
    { name: "p", values: listPageNumberPattern },
  ],
  /** The image optimiser: the source's path, a width and a quality. */
  image: [
    { name: "url", values: "[^&]{1,2048}" },
    { name: "w", values: "[0-9]{1,5}" },
    { name: "q", values: "[0-9]{1,3}" },
  ],
} as const satisfies Record<string, readonly ReadParameter[]>;

export type PageQueryReader = keyof typeof pageQueryReaders;

/** The paths (under the base path) of the lists that read a page number: the audio list and each series. */
export const pagedListPaths: readonly string[] = ["audios", ...seriesCatalogue.map((s) => s.path)];

/**
 * What kind of URL a raw path (as the client sent it, under the base path) is: one of the readers,
 * "page" for every other page of the site (it reads no query), or "whole" for what is answered with
 * its whole query: a path ending in "/" (redirected with its query to the path without it) and any
 * path outside the base path.
 */
export function pageQueryReaderOf(path: string, basePath: string): PageQueryReader | "page" | "whole" {
  if (path === basePath) return "home";
  if (!path.startsWith(`${basePath}/`) || path.endsWith("/")) return "whole";
  const rest = path.slice(basePath.length + 1);
  if (pagedListPaths.includes(rest)) return "list";
  if (rest.startsWith("static/")) return "file";
  if (rest === "_next/image") return "image";
  if (rest === "search") return "search";
  return "page";
}

/**
 * The URL the front keeps a page under and asks the web processes for: the path and the parameters
 * its reader reads, each once (its last valid value, exact name), in the reader's order. Undefined
 * for a "whole" URL, which is asked for as it came and kept only without a query.
 */
export function pageCacheUri(requestUri: string, basePath: string): string | undefined {
  const [path = "", query = ""] = splitOnce(requestUri, "?");
  const reader = pageQueryReaderOf(path, basePath);
  if (reader === "whole") return undefined;
  if (reader === "page") return path;
  const pairs = query.split("&").map((pair) => splitOnce(pair, "="));
  const kept = pageQueryReaders[reader].flatMap(({ name, values }) => {
    const valid = new RegExp(`^(?:${values})$`);
    const value = pairs.findLast(([key, v]) => key === name && v !== undefined && valid.test(v))?.[1];
    return value === undefined ? [] : [`${name}=${value}`];
  });
  return kept.length === 0 ? path : `${path}?${kept.join("&")}`;
}

const splitOnce = (text: string, separator: string): [string, string | undefined] => {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
};

import { basePath } from "@awd/core/base-path";
import type { Level } from "@awd/core/categories";
import { homeCategory, type NavCategory } from "@awd/core/category-nav";
import { staticFileRoute } from "@/api/static-files.generated";
import { filePathOf } from "./api-route";

// Where things live. Hrefs for next/link are relative to the basePath (Next.js adds it); `withBase`
// is for what Next.js does not touch: plain <a>, <audio src>, <form action>.

export const withBase = (path: string) => `${basePath}${path}`;
/**
 * A site path as next/link and the router take it: without the basePath they add. What is left must
 * stay a path: "//host" would name another site to whatever reads it without the base path.
 */
export const withoutBase = (path: string) =>
  path.startsWith(`${basePath}/`) && !/^[/\\]{2}/.test(path.slice(basePath.length)) ? path.slice(basePath.length) : "/";

const pageQuery = (page: number) => (page > 1 ? `page=${page}` : "");

/** The home list, of one category and one level when given (no level: every level). */
export const homeHref = (category: NavCategory = homeCategory, page = 1, level?: Level): string => {
  const query = [
    category === homeCategory ? "" : `category=${category}`,
    level ? `level=${level}` : "",
    pageQuery(page),
  ]
    .filter(Boolean)
    .join("&");
  return query ? `/?${query}` : "/";
};

export const seriesHref = (seriesPath: string, page = 1) => `/${seriesPath}${page > 1 ? `?${pageQuery(page)}` : ""}`;
export const articleHref = (seriesPath: string, id: number) => `/${seriesPath}/${id}`;
export const audiosHref = (page = 1) => `/audios${page > 1 ? `?${pageQuery(page)}` : ""}`;
export const audioHref = (id: number) => `/audios/${id}`;
export const contentsHref = "/contents";
export const searchHref = (q: string, page = 1) => `/search?p=${page}&q=${encodeURIComponent(q)}`;

export const helpHref = "/help.html";
export const faqHref = "/faq.html";
export const guideHref = "/guide.html";
export const printEditionHref = "/print";
export const applyHref = "/lp/index.html";
export const loginHref = "/login";
export const myPageHref = "/mypage";
export const notebookHref = "/mypage/words";
export const reviewHref = "/review";
export const previewCodeHref = "/auth";

/**
 * A file under the API's static root, as the site reaches it (app/static passes the API's route on):
 * the path the image optimiser reads, and the URL a browser asks for.
 */
export const staticFilePath = (path: string) => filePathOf(staticFileRoute, path);
export const staticFileUrl = (path: string) => withBase(staticFilePath(path));

// docs/product/search-engines-and-feeds.md: the files for crawlers and feed readers.
export const robotsHref = "/robots.txt";
export const sitemapIndexHref = "/sitemap.xml";
export const monthSitemapHref = (month: string) => `/sitemaps/${month}.xml`;
export const newsSitemapHref = "/sitemaps/news.xml";
export const pagesSitemapHref = "/sitemaps/pages.xml";
export const latestFeedHref = "/feed.xml";
export const categoryFeedHref = (category: string) => `/feeds/category/${category}.xml`;
export const seriesFeedHref = (seriesPath: string) => `/feeds/series/${seriesPath}.xml`;

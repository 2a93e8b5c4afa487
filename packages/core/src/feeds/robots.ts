import { basePath } from "../site/base-path.ts";

// docs/product/search-engines-and-feeds.md#robotstxt: crawlers may read the public pages and are
// kept out of what is one reader's (my page, the review, the preview-code form, sign-in), of search
// results (endless combinations of words), of the print edition and its PDFs (subscribers only) and
// of the site's own API routes. The file names the sitemap index.

export const crawlerExcludedPaths = [
  "/mypage",
  "/review",
  "/auth",
  "/login",
  "/search",
  "/print",
  "/static/print/",
  "/api/",
] as const;

/** robots.txt for the site whose sitemap index is at `sitemapIndexUrl`. */
export const robotsTxt = (sitemapIndexUrl: string): string =>
  [
    "User-agent: *",
    `Allow: ${basePath}/`,
    ...crawlerExcludedPaths.map((path) => `Disallow: ${basePath}${path}`),
    "",
    `Sitemap: ${sitemapIndexUrl}`,
    "",
  ].join("\n");

import { robotsTxt } from "@awd/core/robots";
import { sitemapIndexHref } from "@/lib/paths";
import { absoluteUrl } from "@/lib/share-metadata";

// /awd/robots.txt, also answered at the site root's /robots.txt, where crawlers look (next.config.ts
// rewrites it here). docs/product/search-engines-and-feeds.md#robotstxt
export const dynamic = "force-static";

export const GET = () =>
  new Response(robotsTxt(absoluteUrl(sitemapIndexHref)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });

import { robotsTxt } from "@awd/core/robots";
import { sitemapIndexHref } from "@/lib/paths";
import { absoluteUrl } from "@/lib/share-metadata";

// /awd/robots.txt; the host's /robots.txt, where crawlers look, leads here (next.config.ts) or is
// answered with it by the caching front (deploy/nginx.conf). docs/product/search-engines-and-feeds.md#robotstxt
export const dynamic = "force-static";

export const GET = () =>
  new Response(robotsTxt(absoluteUrl(sitemapIndexHref)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });

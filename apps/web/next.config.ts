import { fileURLToPath } from "node:url";
import { basePath, siteApiPath } from "@awd/core/base-path";
import { categories, levels } from "@awd/core/categories";
import { imageSizes } from "@awd/core/constants";
import { securityHeaders, strictTransportSecurity } from "@awd/core/content-security-policy";
import { listPageNumberPattern } from "@awd/core/page-query";
import { seriesCatalogue } from "@awd/core/series";
import { withSerwist } from "@serwist/turbopack";
import type { NextConfig } from "next";
import { publicConfig } from "./src/auth/public-config";

// The lists read their filters and page from the query (/?category=News&level=beginner&page=2,
// /news-topics?page=2), but a page that reads the query is rendered per request. These rewrites turn
// the query into path segments of internal routes, so every list is prerendered once and regenerated
// (ISR).
const category = `(?<category>${categories.join("|")})`;
const page = `(?<page>${listPageNumberPattern})`;
const level = `(?<level>${levels.join("|")})`;
const seriesPaths = seriesCatalogue.map((s) => s.path).join("|");
const query = (key: string, value: string) => ({ type: "query" as const, key, value });

// Every answer of the site, pages and files, inside the base path or not (docs/adr/009).
const everyPath = "/:path*";
const siteHeaders = securityHeaders({
  apiUrls: [publicConfig.readApiUrl, publicConfig.writeApiUrl],
  identityProviderUrl: publicConfig.auth0Domain,
  development: process.env.NODE_ENV === "development",
});
// HSTS when the site's origin is https, or a TLS-terminating proxy says the request came over https.
const servedOverHttps = process.env.WEB_ORIGIN?.startsWith("https:") ?? false;

const config: NextConfig = {
  basePath: "/awd",
  // One self-contained server (.next/standalone) that npm start and every process of start:prod run.
  output: "standalone",
  outputFileTracingRoot: fileURLToPath(new URL("../..", import.meta.url)),
  transpilePackages: ["@awd/core"],
  poweredByHeader: false,
  // tsc -b checks the site with every other project (npm run typecheck, npm test): the build skips its
  // own check of the same files (16 s of a 75 s build).
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // app/global-not-found.tsx: the 404 of unmatched URLs is a page of its own, not a part of every
  // page's payload as the root not-found is.
  // cssChunking "graph" with a high cost per request: the site's CSS is small and shared, so a page's
  // styles come in as few stylesheets as the chunking allows, each of which holds up the first paint
  // (issue 27 §3): the global styles and the site's, and an article page's reading styles, where
  // the default chunking made three of every page. npm run check:js-budget counts them.
  experimental: {
    globalNotFound: true,
    cssChunking: { type: "graph", requestCost: 1_000_000 },
  },
  images: {
    // docs/product/images-and-media.md#served-widths: device widths, small sizes and quality 75;
    // sources are the API's static files, proxied under /awd/static so the optimiser reads them as
    // local paths.
    deviceSizes: [...imageSizes.deviceWidths],
    imageSizes: [...imageSizes.smallWidths],
    qualities: [imageSizes.quality],
    localPatterns: [{ pathname: "/awd/static/media/images/**", search: "" }],
    minimumCacheTTL: 3600,
  },
  async headers() {
    return [
      { source: everyPath, basePath: false, headers: siteHeaders },
      servedOverHttps
        ? { source: everyPath, basePath: false, headers: [strictTransportSecurity] }
        : {
            source: everyPath,
            basePath: false,
            has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
            headers: [strictTransportSecurity],
          },
    ];
  },
  // The identity provider may return to /login/callback, outside the base path.
  async redirects() {
    // "/" is the site root of the redirect rules: it leads to the base path.
    return [
      { source: "/login/callback", destination: "/awd/login/callback", basePath: false, permanent: false },
      { source: "/", destination: "/awd", basePath: false, permanent: false },
      // Crawlers ask for robots.txt at the host's root and follow its redirect (RFC 9309); the
      // caching front answers it there itself (deploy/nginx.conf).
      { source: "/robots.txt", destination: "/awd/robots.txt", basePath: false, permanent: false },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [
        // A level first: the rules without one would match its query too, and drop the level.
        {
          source: "/",
          has: [query("category", category), query("level", level), query("page", page)],
          destination: "/latest/:category/:page/:level",
        },
        {
          source: "/",
          has: [query("category", category), query("level", level)],
          destination: "/latest/:category/1/:level",
        },
        { source: "/", has: [query("level", level), query("page", page)], destination: "/latest/all/:page/:level" },
        { source: "/", has: [query("level", level)], destination: "/latest/all/1/:level" },
        {
          source: "/",
          has: [query("category", category), query("page", page)],
          destination: "/latest/:category/:page",
        },
        { source: "/", has: [query("category", category)], destination: "/latest/:category/1" },
        { source: "/", has: [query("page", page)], destination: "/latest/all/:page" },
        { source: "/audios", has: [query("page", page)], destination: "/audios/page/:page" },
        { source: `/:series(${seriesPaths})`, has: [query("page", page)], destination: "/:series/page/:page" },
        // docs/adr/017: the API on the site's own origin, for a reader's page (the caching front
        // answers this path itself in production), before any page: a page's dynamic route would
        // take /reader-api/series. Never the routes kept for the stack's own parts.
        {
          source: `${siteApiPath.slice(basePath.length)}/:path((?!internal(?:/|$)).*)`,
          destination: `${process.env.READ_API_URL ?? publicConfig.readApiUrl}/:path`,
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

// withSerwist keeps esbuild, which bundles the service worker at build (docs/adr/014), out of the server bundle.
export default withSerwist(config);

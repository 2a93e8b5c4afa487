import { createSerwistRoute } from "@serwist/turbopack";
import { offlinePagePath } from "@/lib/service-worker";

// The service worker, bundled by Serwist with esbuild while the site is built and served as a static
// file (docs/adr/014). The build runs in apps/web.

// This build's name for what it keeps: the offline page's revision and the pages cache's suffix.
const build = Date.now().toString(36);

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "src/service-worker/sw.ts",
  useNativeEsbuild: true,
  esbuildOptions: { sourcemap: false, define: { __AWD_BUILD__: JSON.stringify(build) } },
  // The offline page, kept with the shell and fetched again by each build's worker, as it names that
  // build's scripts.
  additionalPrecacheEntries: [{ url: offlinePagePath, revision: build }],
  // pdf.js (the print viewer's, over 1 MB) is not kept: the print edition is read online.
  maximumFileSizeToCacheInBytes: 1_000_000,
});

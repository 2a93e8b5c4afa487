import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createSerwistRoute } from "@serwist/turbopack";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { offlinePagePath } from "@/lib/service-worker";

// The service worker, bundled by Serwist with esbuild while the site is built and served as a static
// file (docs/adr/014). The build runs in apps/web.

// This build's name for what it keeps: the offline page's revision and the pages cache's suffix.
const build = Date.now().toString(36);

const swSrc = "src/service-worker/sw.ts";

// The bundler's bootstrap of a web worker (pdf.js's, in the print viewer) reads its chunks from its own
// URL's query. A precached copy would answer under the URL without it, and the worker would start with
// nothing to load: the PDF would never open for a reader whose page this worker controls. Left to the network.
const workerBootstrap = /(^|\/)turbopack-worker-[^/]*\.js$/;

const serwist = createSerwistRoute({
  swSrc,
  useNativeEsbuild: true,
  esbuildOptions: { sourcemap: false, define: { __AWD_BUILD__: JSON.stringify(build) } },
  // The offline page, kept with the shell and fetched again by each build's worker, as it names that
  // build's scripts.
  additionalPrecacheEntries: [{ url: offlinePagePath, revision: build }],
  // pdf.js (the print viewer's, over 1 MB) is not kept: the print edition is read online.
  maximumFileSizeToCacheInBytes: 1_000_000,
  manifestTransforms: [
    async (entries) => ({ manifest: entries.filter((entry) => !workerBootstrap.test(entry.url)), warnings: [] }),
  ],
});

export const { dynamic, dynamicParams, revalidate, generateStaticParams } = serwist;

// The worker is built by `next build` (and by `next dev`), never by a running server: a content import
// revalidates every page (the root layout), this route with them, and a worker built again would
// name another build and drop every reader's kept pages. The running server serves the build's.
const buildsTheWorker = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || process.env.NODE_ENV === "development";

export async function GET(request: Request, context: { params: Promise<{ path: string }> }) {
  if (buildsTheWorker) return serwist.GET(request, context);
  const { path } = await context.params;
  const built = join(".next/server/app/serwist", `${path}.body`);
  if (!existsSync(built)) return new Response("Not found", { status: 404 });
  return new Response(readFileSync(built), {
    headers: { "Content-Type": "application/javascript", "Service-Worker-Allowed": "/" },
  });
}

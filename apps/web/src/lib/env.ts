import { webServerConfigFromEnv } from "./web-server-config";

// `next build` loads this module to prerender pages, without the deployment's secrets: here the
// values are read as they are, and instrumentation.ts refuses a production-like server start
// without secrets of its own.
export const { readApiUrl, staticUrl, revalidateSecret, popularContentIds, webProcessUrls, frontUrl } =
  webServerConfigFromEnv(process.env, {
    productionLike: false,
  });

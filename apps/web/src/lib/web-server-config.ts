import {
  developmentDefaults,
  type Env,
  isProductionLike,
  listVariable,
  localUrls,
  parseEnv,
  secretVariable,
  urlVariable,
} from "@awd/core/deployment";

// The web server's own environment, parsed in this one module and read on the server only. What the browser's code reads
// (NEXT_PUBLIC_*, auth/public-config.ts) Next.js writes into that code at build time.

export interface WebServerConfig {
  /** Where pages read the API from (the read role). */
  readApiUrl: string;
  /** Where static files come from; the browser reaches them through /awd/static (app/static/[...path]). */
  staticUrl: string;
  /** The shared secret of POST /awd/api/revalidate. */
  revalidateSecret: string;
  /** Popular contents: article ids in order. */
  popularContentIds: string[];
  /** Every web process of the site (this one included), each of which must regenerate its pages after an import. */
  webProcessUrls: string[];
  /** The caching front in front of the web processes, as they reach it; it keeps pages until told otherwise. */
  frontUrl: string | undefined;
}

const webServerEnv = (productionLike: boolean) => ({
  READ_API_URL: urlVariable(localUrls(developmentDefaults.ports).api),
  STATIC_URL: urlVariable(undefined),
  REVALIDATE_SECRET: secretVariable("REVALIDATE_SECRET", productionLike),
  POPULAR_CONTENT_IDS: listVariable(developmentDefaults.popularContentIds).refine(
    (ids) => ids.every((id) => /^\d+$/.test(id)),
    "must be article ids separated by commas",
  ),
  WEB_PROCESS_URLS: listVariable().refine(
    (urls) => urls.every((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)),
    "must be http(s) URLs separated by commas",
  ),
  FRONT_URL: urlVariable(undefined),
});

/**
 * The web server's settings; a bad one, or production-like a missing or development secret, throws
 * a ConfigError naming it.
 */
export function webServerConfigFromEnv(
  env: Env = process.env,
  { productionLike = isProductionLike(env) } = {},
): WebServerConfig {
  const vars = parseEnv(webServerEnv(productionLike), env);
  return {
    readApiUrl: vars.READ_API_URL,
    staticUrl: vars.STATIC_URL ?? `${vars.READ_API_URL}/static`,
    revalidateSecret: vars.REVALIDATE_SECRET,
    popularContentIds: vars.POPULAR_CONTENT_IDS,
    webProcessUrls: vars.WEB_PROCESS_URLS,
    frontUrl: vars.FRONT_URL,
  };
}

import { resolve } from "node:path";
import { type Env, isProductionLike } from "@awd/core/deployment";
import { type DatabaseOptions, optionsFromEnv } from "../client.ts";
import { type SiteRevalidation, siteRevalidationFromEnv } from "../site-revalidation.ts";

/** What `npm run content:import` reads: the database, and the running site it asks to regenerate. */
export interface ContentImportConfig {
  database: DatabaseOptions;
  site: SiteRevalidation;
  /** Where the API serves media from (CONTENT_DIR, as the API reads it): a weekly issue's zip puts its media there. */
  contentDir: string;
}

const repoContent = resolve(import.meta.dirname, "../../../../content");

/** A bad or (production-like) missing setting throws a ConfigError naming it. */
export function contentImportConfigFromEnv(env: Env = process.env): ContentImportConfig {
  return {
    database: optionsFromEnv(env),
    site: siteRevalidationFromEnv(env, isProductionLike(env)),
    contentDir: resolve(env.CONTENT_DIR || repoContent),
  };
}

import {
  developmentDefaults,
  type Env,
  isProductionLike,
  parseEnv,
  portVariable,
  secretVariable,
  urlVariable,
} from "@awd/core/deployment";
import { type DatabaseOptions, optionsFromEnv } from "../client.ts";

/** What `npm run content:import` reads: the database, and the running site it asks to regenerate. */
export interface ContentImportConfig {
  database: DatabaseOptions;
  revalidateUrl: string;
  revalidateSecret: string;
}

const contentImportEnv = (productionLike: boolean) => ({
  WEB_PORT: portVariable(developmentDefaults.ports.web),
  WEB_REVALIDATE_URL: urlVariable(undefined),
  REVALIDATE_SECRET: secretVariable("REVALIDATE_SECRET", productionLike),
});

/** A bad or (production-like) missing setting throws a ConfigError naming it. */
export function contentImportConfigFromEnv(env: Env = process.env): ContentImportConfig {
  const vars = parseEnv(contentImportEnv(isProductionLike(env)), env);
  return {
    database: optionsFromEnv(env),
    revalidateUrl: vars.WEB_REVALIDATE_URL ?? `http://127.0.0.1:${vars.WEB_PORT}/awd/api/revalidate`,
    revalidateSecret: vars.REVALIDATE_SECRET,
  };
}

import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isAddressOrRange } from "@awd/core/client-address";
import {
  choiceVariable,
  countVariable,
  developmentDefaults,
  type Env,
  isProductionLike,
  listVariable,
  localUrls,
  optionalTextVariable,
  parseEnv,
  portVariable,
  publicUrlVariable,
  secretVariable,
  textVariable,
  urlVariable,
} from "@awd/core/deployment";
import { type DatabaseOptions, optionsFromEnv } from "@awd/db/client";
import { defaultIssueArchiveLimits, type IssueArchiveLimits } from "@awd/db/content/issue-archive";
import { type SiteRevalidation, siteRevalidationFromEnv } from "@awd/db/site-revalidation";

const repoRoot = resolve(fileURLToPath(import.meta.url), "../../../..");

export interface ApiConfig {
  host: string;
  port: number;
  contentDir: string;
  /** Cache-Control max-age for static files; undefined means no-store. */
  staticMaxAge: number | undefined;
  /** Signs URLs of files only a right may fetch; set it in production, replicas must share it. */
  staticUrlSecret: string;
  /** How long a signed static URL stays valid; one expiring later than this was not signed by us. */
  staticUrlTtlSeconds: number;
  /** Shared with the development identity provider and the desk for /internal routes. */
  internalSecret: string;
  /** The reader's site, where an alliance visitor is sent with their token. */
  webOrigin: string;
  /** The API as readers' browsers reach it: partners' signed entry links point there. */
  publicUrl: string;
  /** Browser origins allowed to call the API (CORS with credentials); writes from others are refused. */
  allowedOrigins: string[];
  /** The identity provider's issuer, exactly as in its tokens (trailing slash included). */
  idpIssuer: string;
  /** The audience access tokens must carry. */
  apiAudience: string;
  /** Seed the demo accounts of the README; false (production-like) removes any that were seeded. */
  seedDemoData: boolean;
  /** Addresses of proxies in front of the API whose X-Forwarded-For is believed; empty: none. */
  trustedProxies: string[];
  /** Analytics events older than this many days are rolled up into daily counts and deleted. */
  eventRetentionDays: number;
  database: DatabaseOptions;
  logLevel: LogLevel;
  /** The running site the desk asks to regenerate its pages after a weekly import or a notice's change. */
  site: SiteRevalidation;
  /** What a weekly issue's zip may weigh, hold and unpack to (docs/product/publishers-desk.md#weekly-import). */
  issueImportLimits: IssueArchiveLimits;
}

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof logLevels)[number];

const apiEnv = (productionLike: boolean) => ({
  API_HOST: textVariable("127.0.0.1"),
  API_PORT: portVariable(developmentDefaults.ports.api),
  WEB_PORT: portVariable(developmentDefaults.ports.web),
  IDP_PORT: portVariable(developmentDefaults.ports.idp),
  CONTENT_DIR: optionalTextVariable(),
  STATIC_MAX_AGE: countVariable(undefined, "seconds"),
  STATIC_URL_TTL_SECONDS: countVariable(developmentDefaults.staticUrlTtlSeconds, "seconds", 60),
  STATIC_URL_SECRET: secretVariable("STATIC_URL_SECRET", productionLike),
  INTERNAL_API_SECRET: secretVariable("INTERNAL_API_SECRET", productionLike),
  WEB_ORIGIN: urlVariable(undefined),
  API_PUBLIC_URL: publicUrlVariable(productionLike),
  ALLOWED_ORIGINS: listVariable(),
  IDP_ISSUER: urlVariable(undefined),
  API_AUDIENCE: textVariable(developmentDefaults.apiAudience),
  TRUSTED_PROXIES: listVariable().refine(
    (proxies) => proxies.every(isAddressOrRange),
    "must list IP addresses or CIDR ranges, comma-separated",
  ),
  EVENT_RETENTION_DAYS: countVariable(developmentDefaults.eventRetentionDays, "days", 1),
  LOG_LEVEL: choiceVariable(logLevels, "info"),
  IMPORT_MAX_MB: countVariable(defaultIssueArchiveLimits.maxZipBytes / 2 ** 20, "MB", 1),
});

/** The API's settings; a bad or (production-like) missing one throws a ConfigError naming it. */
export function apiConfigFromEnv(env: Env = process.env): ApiConfig {
  const productionLike = isProductionLike(env);
  const vars = parseEnv(apiEnv(productionLike), env);
  const urls = localUrls({ web: vars.WEB_PORT, api: vars.API_PORT, idp: vars.IDP_PORT });
  const webOrigin = vars.WEB_ORIGIN ?? urls.webOrigin;
  return {
    host: vars.API_HOST,
    port: vars.API_PORT,
    contentDir: resolve(vars.CONTENT_DIR ?? resolve(repoRoot, "content")),
    staticMaxAge: vars.STATIC_MAX_AGE,
    staticUrlSecret: vars.STATIC_URL_SECRET,
    staticUrlTtlSeconds: vars.STATIC_URL_TTL_SECONDS,
    internalSecret: vars.INTERNAL_API_SECRET,
    webOrigin,
    publicUrl: vars.API_PUBLIC_URL ?? urls.browserApi,
    site: siteRevalidationFromEnv(env, productionLike),
    allowedOrigins: vars.ALLOWED_ORIGINS.length > 0 ? vars.ALLOWED_ORIGINS : [webOrigin],
    idpIssuer: vars.IDP_ISSUER ?? `${urls.idpOrigin}/`,
    apiAudience: vars.API_AUDIENCE,
    seedDemoData: !productionLike,
    trustedProxies: vars.TRUSTED_PROXIES,
    eventRetentionDays: vars.EVENT_RETENTION_DAYS,
    database: optionsFromEnv(env),
    logLevel: vars.LOG_LEVEL,
    issueImportLimits: {
      ...defaultIssueArchiveLimits,
      maxZipBytes: vars.IMPORT_MAX_MB * 2 ** 20,
      maxUnpackedBytes: 2 * vars.IMPORT_MAX_MB * 2 ** 20,
    },
  };
}

/** What the desk and the report need: the running API to ask, its secret, the database otherwise. */
export interface OperatorCliConfig {
  apiUrl: string;
  internalSecret: string;
  database: DatabaseOptions;
}

const operatorCliEnv = (productionLike: boolean) => ({
  API_PORT: portVariable(developmentDefaults.ports.api),
  ACCOUNTS_API_URL: urlVariable(undefined),
  INTERNAL_API_SECRET: secretVariable("INTERNAL_API_SECRET", productionLike),
});

export function operatorCliConfigFromEnv(env: Env = process.env): OperatorCliConfig {
  const vars = parseEnv(operatorCliEnv(isProductionLike(env)), env);
  return {
    apiUrl: vars.ACCOUNTS_API_URL ?? localUrls({ ...developmentDefaults.ports, api: vars.API_PORT }).api,
    internalSecret: vars.INTERNAL_API_SECRET,
    database: optionsFromEnv(env),
  };
}

/** What the desk reads: the operator's settings, and the running site it asks to regenerate pages. */
export interface DeskConfig extends OperatorCliConfig {
  site: SiteRevalidation;
}

export const deskConfigFromEnv = (env: Env = process.env): DeskConfig => ({
  ...operatorCliConfigFromEnv(env),
  site: siteRevalidationFromEnv(env, isProductionLike(env)),
});

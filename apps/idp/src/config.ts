import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  choiceVariable,
  developmentDefaults,
  type Env,
  isProductionLike,
  listVariable,
  localUrls,
  optionalTextVariable,
  parseEnv,
  portVariable,
  secretVariable,
  textVariable,
  urlVariable,
} from "@awd/core/deployment";
import type { LogLevel } from "./log.ts";

/** Everything the provider reads from its environment, read once at start. */
export interface IdpConfig {
  /** 0 asks the system for a free port (tests). */
  port: number;
  host: string;
  /**
   * Auth0's layout: `${domain}/` with the trailing slash, which the SDK compares the ID token's iss
   * with. Unset means `http://localhost:${the port listened on}/`.
   */
  issuer?: string;
  /** Every origin of the web app: redirect URIs, logout return URLs and CORS are derived from these. */
  webOrigins: string[];
  clientId: string;
  /** The API's identifier: access tokens carry it as aud. */
  apiAudience: string;
  accountsApiUrl: string;
  internalSecret: string;
  /** Sessions, grants, tokens and the signing key live here, so a restart keeps people signed in. */
  dataDir: string;
  /** Shows the demo accounts on the login page, except in a production-like deployment. */
  showDemoAccounts: boolean;
  logLevel: LogLevel;
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** The scope of the API; the web app asks for it besides openid, profile and email. */
export const apiScope = "read:subscriptions";

/** The API's limit on an account's name (apps/api/src/routes/internal.ts), checked first to say so in words. */
export const nameMaxLength = 100;

/** The demo accounts the API seeds (apps/api/src/services/demo-accounts.ts), shown as a hint. */
export const demoAccountEmails = [
  "free@awd.example",
  "digital@awd.example",
  "double@awd.example",
  "double-first@awd.example",
  "expired@awd.example",
  "corporate@awd.example",
  "desk@awd.example",
  "desk-viewer@awd.example",
] as const;
export const demoPassword = "awd-demo-2026";

const logLevels = ["debug", "info", "warn", "error", "silent"] as const satisfies readonly LogLevel[];

const idpEnv = (productionLike: boolean) => ({
  IDP_PORT: portVariable(developmentDefaults.ports.idp, { allowZero: true }),
  IDP_HOST: textVariable("127.0.0.1"),
  IDP_ISSUER: urlVariable(undefined),
  API_PORT: portVariable(developmentDefaults.ports.api),
  WEB_PORT: portVariable(developmentDefaults.ports.web),
  WEB_ORIGIN: urlVariable(undefined),
  // The e2e stack runs the web on another port; WEB_ORIGINS lets one provider serve both.
  WEB_ORIGINS: listVariable(),
  AUTH0_CLIENT_ID: textVariable(developmentDefaults.clientId),
  API_AUDIENCE: textVariable(developmentDefaults.apiAudience),
  ACCOUNTS_API_URL: urlVariable(undefined),
  INTERNAL_API_SECRET: secretVariable("INTERNAL_API_SECRET", productionLike),
  IDP_DATA_DIR: optionalTextVariable(),
  LOG_LEVEL: choiceVariable(logLevels, "info"),
});

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** The provider's settings; a bad or (production-like) missing one throws a ConfigError naming it. */
export function loadConfig(env: Env = process.env): IdpConfig {
  const productionLike = isProductionLike(env);
  const vars = parseEnv(idpEnv(productionLike), env);
  const urls = localUrls({ web: vars.WEB_PORT, api: vars.API_PORT, idp: vars.IDP_PORT });
  const webOrigins = [vars.WEB_ORIGIN ?? urls.webOrigin, ...vars.WEB_ORIGINS].map(withoutTrailingSlash);
  const dataDir = vars.IDP_DATA_DIR ?? ".data/idp";
  return {
    port: vars.IDP_PORT,
    host: vars.IDP_HOST,
    issuer: vars.IDP_ISSUER,
    webOrigins: [...new Set(webOrigins)],
    clientId: vars.AUTH0_CLIENT_ID,
    apiAudience: vars.API_AUDIENCE,
    accountsApiUrl: withoutTrailingSlash(vars.ACCOUNTS_API_URL ?? urls.api),
    internalSecret: vars.INTERNAL_API_SECRET,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(vars.IDP_DATA_DIR ? process.cwd() : repoRoot, dataDir),
    showDemoAccounts: !productionLike,
    logLevel: vars.LOG_LEVEL,
  };
}

/** The web app's registered callback URLs: /awd/login/callback, /login/callback and the SDK's default. */
export const redirectUrisFor = (origin: string) => [
  `${origin}/awd/login/callback`,
  `${origin}/login/callback`,
  `${origin}/awd/`,
];

/** Where logout may return: the site root, with and without its slash. */
export const logoutUrisFor = (origin: string) => [`${origin}/awd/`, `${origin}/awd`];

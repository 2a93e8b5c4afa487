import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
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
  /** Shows the demo accounts on the login page outside production. */
  showDemoAccounts: boolean;
  logLevel: LogLevel;
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** The scope of the API; the web app asks for it besides openid, profile and email (spec §6). */
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
] as const;
export const demoPassword = "awd-demo-2026";

const logLevels: readonly LogLevel[] = ["debug", "info", "warn", "error", "silent"];

function portFrom(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdpConfig {
  const port = portFrom(env.IDP_PORT, 3002, "IDP_PORT");
  const apiPort = portFrom(env.API_PORT, 3001, "API_PORT");
  const webOrigin = withoutTrailingSlash(env.WEB_ORIGIN ?? "http://localhost:3000");
  // The e2e stack runs the web on another port; WEB_ORIGINS lets one provider serve both.
  const extraOrigins = (env.WEB_ORIGINS ?? "")
    .split(",")
    .map((origin) => withoutTrailingSlash(origin.trim()))
    .filter(Boolean);
  const dataDir = env.IDP_DATA_DIR ?? ".data/idp";
  const logLevel = (env.LOG_LEVEL ?? "info").toLowerCase();
  return {
    port,
    host: env.IDP_HOST ?? "127.0.0.1",
    issuer: env.IDP_ISSUER || undefined,
    webOrigins: [...new Set([webOrigin, ...extraOrigins])],
    clientId: env.AUTH0_CLIENT_ID ?? "awd-web",
    apiAudience: env.API_AUDIENCE ?? "https://api.awd.local/",
    accountsApiUrl: withoutTrailingSlash(env.ACCOUNTS_API_URL ?? `http://127.0.0.1:${apiPort}`),
    internalSecret: env.INTERNAL_API_SECRET ?? "awd-development-internal-secret",
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(env.IDP_DATA_DIR ? process.cwd() : repoRoot, dataDir),
    showDemoAccounts: env.NODE_ENV !== "production",
    logLevel: logLevels.find((level) => level === logLevel) ?? "info",
  };
}

/** The web app's registered callback URLs: both callback routes of spec §2 and the SDK's default. */
export const redirectUrisFor = (origin: string) => [
  `${origin}/awd/login/callback`,
  `${origin}/login/callback`,
  `${origin}/awd/`,
];

/** Where logout may return: the site root (spec §6), with and without its slash. */
export const logoutUrisFor = (origin: string) => [`${origin}/awd/`, `${origin}/awd`];

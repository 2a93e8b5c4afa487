import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(fileURLToPath(import.meta.url), "../../../..");

export interface ApiConfig {
  host: string;
  port: number;
  contentDir: string;
  /** Cache-Control max-age for static files; undefined means no-store. */
  staticMaxAge: number | undefined;
  /** Signs URLs of files only a right may fetch; set it in production, replicas must share it. */
  staticUrlSecret: string;
  /** Shared with the development identity provider and the desk for /internal routes. */
  internalSecret: string;
  /** The reader's site, where an alliance visitor is sent with their token. */
  webOrigin: string;
  /** Browser origins allowed to call the API (CORS with credentials); writes from others are refused. */
  allowedOrigins: string[];
  /** The identity provider's issuer, exactly as in its tokens (trailing slash included). */
  idpIssuer: string;
  /** The audience access tokens must carry. */
  apiAudience: string;
  /** Seed the demo accounts of the README (never on a real deployment: AWD_DEMO=off). */
  seedDemoData: boolean;
  /** Addresses of proxies in front of the API whose X-Forwarded-For is believed; empty: none. */
  trustedProxies: string[];
  /** Analytics events older than this many days are rolled up into daily counts and deleted. */
  eventRetentionDays: number;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`${name} must be a port number (1-65535), got "${value}"`);
  return n;
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const maxAge = env.STATIC_MAX_AGE;
  if (maxAge !== undefined && maxAge !== "" && !/^\d+$/.test(maxAge))
    throw new Error(`STATIC_MAX_AGE must be a whole number of seconds, got "${maxAge}"`);
  const webOrigin = env.WEB_ORIGIN ?? `http://localhost:${port(env.WEB_PORT, 3000, "WEB_PORT")}`;
  return {
    host: env.API_HOST ?? "127.0.0.1",
    port: port(env.API_PORT, 3001, "API_PORT"),
    contentDir: resolve(env.CONTENT_DIR ?? resolve(repoRoot, "content")),
    staticMaxAge: maxAge ? Number(maxAge) : undefined,
    staticUrlSecret: env.STATIC_URL_SECRET ?? "awd-development-static-url-secret",
    internalSecret: env.INTERNAL_API_SECRET ?? "awd-development-internal-secret",
    webOrigin,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? webOrigin)
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    idpIssuer: env.IDP_ISSUER ?? `http://localhost:${port(env.IDP_PORT, 3002, "IDP_PORT")}/`,
    apiAudience: env.API_AUDIENCE ?? "https://api.awd.local/",
    seedDemoData: env.AWD_DEMO !== "off",
    trustedProxies: (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean),
    eventRetentionDays: Number(env.EVENT_RETENTION_DAYS ?? 90),
  };
}

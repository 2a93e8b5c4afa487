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
  return {
    host: env.API_HOST ?? "127.0.0.1",
    port: port(env.API_PORT, 3001, "API_PORT"),
    contentDir: resolve(env.CONTENT_DIR ?? resolve(repoRoot, "content")),
    staticMaxAge: maxAge ? Number(maxAge) : undefined,
    staticUrlSecret: env.STATIC_URL_SECRET ?? "awd-development-static-url-secret",
  };
}

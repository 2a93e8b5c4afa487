import type { AddressInfo } from "node:net";
import type { DatabaseHandle } from "@awd/db/client";
import { importContentDir } from "@awd/db/content/import-content-dir";
import { openTestDatabase } from "@awd/db/test-database";
import { serve } from "@hono/node-server";
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  SignJWT,
} from "jose";
import { createApp } from "./app.ts";
import { type ApiConfig, apiConfigFromEnv } from "./config.ts";
import { createLogger } from "./logger.ts";
import { seedDemoData } from "./services/demo-accounts.ts";
import { SharedReadCache } from "./shared-read-cache.ts";
import { staticSigner } from "./static-signing.ts";
import { RightSessions } from "./visitor-caches.ts";

/** What the identity provider and the desk send to /internal routes: the development secret. */
export const internalHeaders = { "x-internal-secret": apiConfigFromEnv({}).internalSecret };

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  /** The clock the app reads; tests move it. */
  clock: { now: number };
  /** The public key the identity provider signs with, as its JWKS lists it. */
  publicJwk: JWK;
  /** An access token as the identity provider would sign it; override claims to forge bad ones. */
  accessToken(subject: string, claims?: JWTPayload): Promise<string>;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: unknown; headers: Headers }>;
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** A sign-in as the identity provider asks the API for one. */
  signIn(email: string, password: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** The same signed static URL with the first digit of its signature changed, so it must be refused. */
export const tamperSignature = (url: string) =>
  url.replace(/signature=(.)/, (_, digit: string) => `signature=${digit === "0" ? "1" : "0"}`);

/** How many answers had each status, e.g. { 401: 5, 429: 95 }: what a burst of requests got. */
export function statusCounts(responses: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export const testIssuer = "http://localhost:3902/";
/** The secret and lifetime of the test server's signed file URLs, for a test that forges one as a holder of the secret could. */
export const testStaticUrlSecret = "test-secret";
export const testStaticUrlLifetimeMs = 60_000;
export const testAudience = "https://api.awd.local/";

export interface TestServerOptions {
  content?: boolean;
  keys?: (publicJwk: JWK) => JWTVerifyGetKey;
  config?: Partial<ApiConfig>;
  /** Another test server's database: a second API process on the same data (closed by its owner). */
  sharedDatabase?: DatabaseHandle;
}

/** The real API over real HTTP on a fresh database holding the sample edition and the demo accounts. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.sharedDatabase ?? (await openTestDatabase());
  const config = { ...apiConfigFromEnv({}), ...options.config };
  const clock = { now: Date.now() };
  if (!options.sharedDatabase) {
    if (options.content !== false) await importContentDir(database.db, config.contentDir);
    await seedDemoData(database.db, clock.now);
  }
  const sharedReads = new SharedReadCache();
  await database.onSharedDataChange(() => sharedReads.clear());
  const rights = new RightSessions();
  await database.onAccountChange((subject) => (subject ? rights.forget(subject) : rights.clear()));
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test", alg: "RS256" };
  const app = createApp({
    db: database.db,
    logger: createLogger("silent"),
    config,
    // The signer reads the test clock too, so a test can let a signed URL expire.
    signer: staticSigner(testStaticUrlSecret, testStaticUrlLifetimeMs, () => clock.now),
    tokens: {
      issuer: testIssuer,
      audience: testAudience,
      keys: options.keys?.(jwk) ?? createLocalJWKSet({ keys: [jwk] }),
    },
    now: () => clock.now,
    sharedReads,
    rights,
  });
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const s = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => ready(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post: TestServer["post"] = async (path, body, headers = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
  return {
    url,
    database,
    clock,
    publicJwk: jwk,
    accessToken: (subject, claims = {}) => {
      const iat = Math.floor(clock.now / 1000);
      const payload = {
        scope: "openid profile email read:subscriptions",
        sub: subject,
        iss: testIssuer,
        aud: testAudience,
        iat,
        exp: iat + 3600,
      };
      return new SignJWT({ ...payload, ...claims }).setProtectedHeader({ alg: "RS256", kid: "test" }).sign(privateKey);
    },
    async get(path, headers = {}) {
      const response = await fetch(`${url}${path}`, { headers });
      return { status: response.status, body: await response.json(), headers: response.headers };
    },
    post,
    signIn: (email, password) => post("/internal/accounts/sign-in", { email, password }, internalHeaders),
    close: () =>
      new Promise<void>((done) => server.close(() => (options.sharedDatabase ? done() : database.close().then(done)))),
  };
}

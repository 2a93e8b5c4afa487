import type { AddressInfo } from "node:net";
import type { DatabaseHandle } from "@awd/db/client";
import { importContentDir } from "@awd/db/content/import-content-dir";
import { openTestDatabase } from "@awd/db/test-database";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { apiConfigFromEnv } from "./config.ts";
import { createLogger } from "./logger.ts";
import { staticSigner } from "./static-signing.ts";

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  get(path: string): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

/** The real API over real HTTP on a fresh database holding the sample edition. */
export async function startTestServer(): Promise<TestServer> {
  const database = await openTestDatabase();
  const config = apiConfigFromEnv({});
  await importContentDir(database.db, config.contentDir);
  const app = createApp({
    db: database.db,
    logger: createLogger("silent"),
    config,
    signer: staticSigner("test-secret", 60_000),
  });
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const s = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => ready(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    database,
    async get(path) {
      const response = await fetch(`${url}${path}`);
      return { status: response.status, body: await response.json(), headers: response.headers };
    },
    close: () => new Promise<void>((done) => server.close(() => database.close().then(done))),
  };
}

import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseOutage } from "@awd/core/constants";
import { postgresServerBin, startPrivatePostgres } from "@awd/db/private-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "./api-process.ts";

// docs/product/errors-and-retries.md#database-unavailable: an API process whose PostgreSQL stops and
// starts again. The attack: with the server stopped every read and write answered 500, with a stack
// trace per request in the log. The test stops a private cluster of its own (never a shared server),
// so it needs PostgreSQL's server programs; it runs once, in the PGlite project, as it brings its own.
const serverBin = postgresServerBin();
const skipReason =
  serverBin === undefined
    ? "PostgreSQL's server programs are not installed (Debian: apt-get install postgresql)"
    : process.env.AWD_TEST_DB === "postgres"
      ? "runs once, in the integration:pglite project (it starts a cluster of its own)"
      : undefined;

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), "awd-outage-"));
const contentDir = mkdtempSync(join(tmpdir(), "awd-outage-content-"));
let api: ApiProcess | undefined;
let cluster: ReturnType<typeof startPrivatePostgres> | undefined;
afterAll(async () => {
  await api?.stop();
  try {
    cluster?.stop();
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
  rmSync(contentDir, { recursive: true, force: true });
});

/** An anonymous write (a page view) and a read no process keeps (each limit is a new shared read). */
let readCount = 0;
const write = (port: number) =>
  fetch(`http://127.0.0.1:${port}/events`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ events: [{ event: "page_view", label: "outage", awd_user_type: "NotLoggedIn" }] }),
  });
const read = (port: number) => fetch(`http://127.0.0.1:${port}/articles?limit=${(readCount++ % 50) + 1}`);

const listeners = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN%'");
    return (result.rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
};

const logLines = (process: ApiProcess) =>
  process.output.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe.skipIf(skipReason !== undefined)(
  `an API whose PostgreSQL stops and starts again${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    it("answers 503 with Retry-After and the problem code while it is down, logs it once, and recovers by itself", async () => {
      const dbPort = await freePort();
      cluster = startPrivatePostgres(dir, dbPort);
      const apiPort = await freePort();
      api = startApiProcess({ API_PORT: String(apiPort), DATABASE_URL: cluster.url, CONTENT_DIR: contentDir });
      await api.listening();
      expect((await read(apiPort)).status).toBe(200);
      expect((await write(apiPort)).status).toBe(200);

      cluster.stop();
      for (const answer of [await read(apiPort), await write(apiPort), await read(apiPort), await write(apiPort)]) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe(String(databaseOutage.retryAfterSeconds));
        expect(await answer.json()).toMatchObject({ status_code: 503, code: "database-unavailable" });
      }
      expect(api.output.stdout.match(/"message":"database unavailable: /g)).toHaveLength(1);
      expect(logLines(api).filter((line) => "stack_trace" in line)).toEqual([]);

      // Started again on the same port: the next requests are answered, and the listener listens again.
      cluster = startPrivatePostgres(dir, dbPort);
      await expect.poll(async () => (await read(apiPort)).status, { timeout: 20_000, interval: 250 }).toBe(200);
      expect((await write(apiPort)).status).toBe(200);
      expect(api.output.stdout).toContain('"message":"database available again"');
      await expect.poll(() => listeners(cluster?.url ?? ""), { timeout: 40_000, interval: 500 }).toBe(1);
      expect(await Promise.race([api.exited, new Promise((r) => setTimeout(() => r("running"), 100))])).toBe("running");
    }, 120_000);
  },
);

import { execFile } from "node:child_process";
import { createServer } from "node:http";
import { connect } from "node:net";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { idempotencyKeys as keyRules } from "@awd/core/constants";
import type { DeskNotice } from "@awd/core/contract/desk-notices";
import { idempotencyKeys } from "@awd/db/schema/limits";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskClient } from "./desk/desk-test-client.ts";
import { removeExpiredIdempotencyKeys } from "./idempotency.ts";
import { internalHeaders, startTestServer, type TestServer } from "./test-server.ts";

// docs/product/errors-and-retries.md#idempotency-keys. The attack: a desk notice answered 502 (the
// API process was killed) had been committed, and the operator's retry added it a second time.

let server: TestServer;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  // No site to regenerate: nothing listens on port 9.
  server = await startTestServer({
    content: false,
    config: { site: { url: "http://127.0.0.1:9/awd/api/revalidate", secret: "unused" } },
  });
  desk = deskClient(server);
});
afterAll(() => server.close());

let keys = 0;
const newKey = () => `key-${Date.now()}-${keys++}`;
const notice = (message: string) => ({
  message,
  url: null,
  startsAt: new Date(server.clock.now - 3_600_000).toISOString(),
  endsAt: null,
});
const addNotice = (message: string, key?: string) =>
  desk("POST", "/desk/notices", notice(message), key ? { "idempotency-key": key } : {});
const noticesSaying = async (message: string) =>
  ((await desk("GET", "/desk/notices")).body as { data: { notices: DeskNotice[] } }).data.notices.filter(
    (n) => n.message === message,
  );

/**
 * Sends a request and hangs up as soon as it is written: the write is made, its answer never read
 * (as when the front answered 502 for a process killed after its commit).
 */
async function sendAndHangUp(path: string, headers: Record<string, string>, body: unknown) {
  const { hostname, port } = new URL(server.url);
  const text = JSON.stringify(body);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((done) => socket.once("connect", () => done()));
  const head = Object.entries({ ...headers, host: `${hostname}:${port}`, "content-type": "application/json" })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`POST ${path} HTTP/1.1\r\n${head}content-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
  socket.destroy();
}

describe("a desk write sent again with its Idempotency-Key", () => {
  it("adds the notice once: the retry gets the first answer, marked as replayed", async () => {
    const key = newKey();
    const first = await addNotice("再送されたお知らせ", key);
    const retry = await addNotice("再送されたお知らせ", key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await noticesSaying("再送されたお知らせ")).toHaveLength(1);
  });

  it("without a key, each request is a write of its own (as before)", async () => {
    await addNotice("鍵のないお知らせ");
    await addNotice("鍵のないお知らせ");
    expect(await noticesSaying("鍵のないお知らせ")).toHaveLength(2);
  });

  it("refuses the same key with another body: 422 idempotency-key-reused, nothing added", async () => {
    const key = newKey();
    expect((await addNotice("最初の本文", key)).status).toBe(201);
    const other = await addNotice("別の本文", key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ status_code: 422, code: "idempotency-key-reused" });
    expect(await noticesSaying("別の本文")).toHaveLength(0);
  });

  it("refuses a key that is not 1 to 255 visible characters", async () => {
    expect((await addNotice("長すぎる鍵", "k".repeat(keyRules.maxLength + 1))).status).toBe(422);
    expect((await addNotice("長すぎる鍵", "a key with spaces")).status).toBe(422);
    expect(await noticesSaying("長すぎる鍵")).toHaveLength(0);
  });

  it("keeps keys apart per operator: another operator's same key is a new write", async () => {
    const key = newKey();
    await addNotice("運用者ごとの鍵", key);
    const token = await server.accessToken("awd|other-operator", { permissions: ["desk:read", "desk:write"] });
    const response = await fetch(`${server.url}/desk/notices`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(notice("運用者ごとの鍵")),
    });
    expect(response.status).toBe(201);
    expect(await noticesSaying("運用者ごとの鍵")).toHaveLength(2);
  });

  it("a write whose answer was lost: the retry returns the committed answer, not a second notice", async () => {
    const key = newKey();
    const token = await server.accessToken("awd|demo-desk", { permissions: ["desk:read", "desk:write"] });
    await sendAndHangUp(
      "/desk/notices",
      { authorization: `Bearer ${token}`, "idempotency-key": key },
      notice("失われた応答"),
    );
    await expect.poll(async () => (await noticesSaying("失われた応答")).length, { timeout: 5000 }).toBe(1);
    const retry = await addNotice("失われた応答", key);
    expect(retry.status).toBe(201);
    expect((retry.body as { data: DeskNotice }).data.id).toBe((await noticesSaying("失われた応答"))[0]?.id);
    expect(await noticesSaying("失われた応答")).toHaveLength(1);
  });

  it("two requests with one key at once add one notice (the second waits for, or is told of, the first)", async () => {
    const key = newKey();
    const answers = await Promise.all([addNotice("同時のお知らせ", key), addNotice("同時のお知らせ", key)]);
    expect(await noticesSaying("同時のお知らせ")).toHaveLength(1);
    const statuses = answers.map((a) => a.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
  });

  it.runIf(process.env.AWD_TEST_DB === "postgres")(
    "answers 409 idempotency-key-in-flight while the first request with the key still runs",
    async () => {
      const key = newKey();
      // Another session holds the notices table: the first request waits inside its transaction.
      const pool = (server.database.db as unknown as { $client: pg.Pool }).$client;
      const holder = new pg.Client({ connectionString: pool.options.connectionString });
      await holder.connect();
      let first: ReturnType<typeof addNotice> | undefined;
      try {
        await holder.query("BEGIN; LOCK TABLE notices IN EXCLUSIVE MODE");
        first = addNotice("実行中のお知らせ", key);
        const waiting = async () =>
          (
            await holder.query(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
            )
          ).rows[0].n;
        await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
        const duplicate = await addNotice("実行中のお知らせ", key);
        expect(duplicate.status).toBe(409);
        expect(duplicate.body).toMatchObject({ status_code: 409, code: "idempotency-key-in-flight" });
      } finally {
        await holder.query("COMMIT");
        await holder.end();
      }
      expect((await first)?.status).toBe(201);
      expect((await addNotice("実行中のお知らせ", key)).status).toBe(201);
      expect(await noticesSaying("実行中のお知らせ")).toHaveLength(1);
    },
  );

  it("keeps no answer readable in the table: new linking codes are sealed, and replayed as issued", async () => {
    const key = newKey();
    const body = { count: 1, product: "digital", months: 1, validDays: 7 };
    const first = await desk("POST", "/desk/linking-codes", body, { "idempotency-key": key });
    expect(first.status).toBe(201);
    const retry = await desk("POST", "/desk/linking-codes", body, { "idempotency-key": key });
    expect(retry.body).toEqual(first.body);
    const stored = JSON.stringify(await server.database.db.select().from(idempotencyKeys));
    const [code] = (first.body as { data: { codes: { code: string }[] } }).data.codes;
    expect(code?.code).toBeTruthy();
    expect(stored).not.toContain(code?.code);
    expect(stored).not.toContain(key);
  });

  it("the desk's command line: a command sent again with its key runs once", async () => {
    const key = newKey();
    const command = { args: ["notice", "add", "コマンドのお知らせ"], user: "ops" };
    const headers = { ...internalHeaders, "idempotency-key": key };
    const first = await server.post("/internal/desk", command, headers);
    const retry = await server.post("/internal/desk", command, headers);
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await noticesSaying("コマンドのお知らせ")).toHaveLength(1);
  });

  it("a key is kept for a day: then the daily upkeep removes it, and the key is new again", async () => {
    const key = newKey();
    await addNotice("一日後のお知らせ", key);
    server.clock.now += keyRules.keptMs + 1000;
    try {
      expect(await removeExpiredIdempotencyKeys(server.database.db, new Date(server.clock.now))).toBeGreaterThan(0);
      expect((await addNotice("一日後のお知らせ", key)).headers.get("idempotent-replayed")).toBeNull();
      expect(await noticesSaying("一日後のお知らせ")).toHaveLength(2);
    } finally {
      server.clock.now -= keyRules.keptMs + 1000;
    }
  });

  it("the desk's command line sends a command again after a 502, with its key: the notice is added once", async () => {
    // A front that passes the first sending on to the API but answers 502 (as for a process killed
    // after its commit), and the next ones as the API does.
    const sent: (string | undefined)[] = [];
    const front = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      sent.push(request.headers["idempotency-key"] as string | undefined);
      const answer = await fetch(`${server.url}${request.url}`, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      });
      const body = await answer.text();
      response.writeHead(sent.length === 1 ? 502 : answer.status, { "content-type": "application/json" });
      response.end(sent.length === 1 ? "{}" : body);
    });
    await new Promise<void>((done) => front.listen(0, "127.0.0.1", done));
    try {
      const { port } = front.address() as { port: number };
      const repoRoot = resolve(import.meta.dirname, "../../..");
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "apps/api/src/desk/cli.ts", "notice", "add", "中継で失われた応答"],
        {
          cwd: repoRoot,
          env: { PATH: process.env.PATH, ACCOUNTS_API_URL: `http://127.0.0.1:${port}`, WEB_PORT: "9" },
          encoding: "utf8",
          timeout: 60_000,
        },
      );
      expect(stderr).toContain("the API answered 502; sending the command again");
      expect(stdout).toMatch(/notice \d+ added/);
      expect(sent).toHaveLength(2);
      expect(sent[0]).toBeTruthy();
      expect(sent[1]).toBe(sent[0]);
      expect(await noticesSaying("中継で失われた応答")).toHaveLength(1);
    } finally {
      front.close();
    }
  });
});

import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readEdition } from "@awd/db/content/read-edition";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProcess } from "./api-process.ts";

// The production topology starts two API processes together on one PostgreSQL: both must come up on
// a fresh database, which is migrated and filled with the edition once. PGlite is one process only.
const onPostgres = process.env.AWD_TEST_DB === "postgres";
const repoRoot = resolve(fileURLToPath(import.meta.url), "../../../..");
const contentDir = resolve(repoRoot, "content");
const ports = [3521, 3522];
const name = `awd_start_${randomBytes(6).toString("hex")}`;
const serverUrl = process.env.DATABASE_URL ?? "";

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  if (onPostgres) await admin(`CREATE DATABASE ${name}`);
});
afterAll(async () => {
  if (onPostgres) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const startApi = (port: number, databaseUrl: string) =>
  startApiProcess({ API_PORT: String(port), DATABASE_URL: databaseUrl, CONTENT_DIR: contentDir });

type Api = ReturnType<typeof startApi>;

const importLines = (api: Api) =>
  api.output.stdout
    .split("\n")
    .filter((line) => line.includes('"content imported"'))
    .map((line) => JSON.parse(line) as { written: number; unchanged: number });

describe.runIf(onPostgres)("two API processes started together on one fresh PostgreSQL database", () => {
  it("both answer, the database is migrated and holds the edition once, and one of them imported it", async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const apis = ports.map((port) => startApi(port, url.toString()));
    try {
      await Promise.all(apis.map((api) => api.listening()));
      const articles = readEdition(contentDir).articles.length;
      for (const port of ports) {
        const series = await fetch(`http://127.0.0.1:${port}/series`);
        expect(series.status).toBe(200);
        const list = (await (await fetch(`http://127.0.0.1:${port}/articles?limit=1`)).json()) as {
          data: { total: number };
        };
        expect(list.data.total).toBe(articles);
      }
      const imports = apis.flatMap(importLines);
      expect(imports).toHaveLength(2);
      expect(imports.map((i) => i.written).sort((a, b) => a - b)).toEqual([0, articles]);
      expect(apis.map((api) => api.output.stderr).join("")).toBe("");
    } finally {
      await Promise.all(apis.map((api) => api.stop()));
    }
  });
});

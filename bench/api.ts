import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPrivatePostgres } from "@awd/db/private-postgres";
import pg from "pg";
import { freePort, type LoadFigures, launch, load, printTable, stop, waitFor } from "./support.ts";

// npm run bench:api: the read API under a weekly issue's spike (autocannon, 100 connections,
// BENCH_SECONDS per target) with the sample edition, beside a bare Node.js JSON server in the same
// run: on the embedded PGlite (one process, as it only runs), and on PostgreSQL with two API
// processes, autocannon spreading its connections over both in turn (its own round robin, no proxy).
// PostgreSQL: a fresh database on BENCH_DATABASE_URL, dropped after; otherwise a private cluster
// started here and removed at the end.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;

const dataDir = mkdtempSync(join(tmpdir(), "awd-bench-api-"));
const given = process.env.BENCH_DATABASE_URL;
const clusterDir = mkdtempSync(join(tmpdir(), "awd-bench-pg-"));
const cluster = given ? undefined : startPrivatePostgres(clusterDir, await freePort());
const serverUrl = given ?? cluster?.url ?? "";
const database = `awd_bench_api_${randomBytes(6).toString("hex")}`;
await adminQuery(`CREATE DATABASE ${database}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;

const api = ["--import", "tsx", "apps/api/src/server.ts"];
const [pglitePort, baselinePort, ...postgresPorts] = await Promise.all([1, 2, 3, 4].map(() => freePort()));
const pglite = launch(api, {
  API_PORT: String(pglitePort),
  PGLITE_DIR: join(dataDir, "pglite"),
  DATABASE_URL: "",
  LOG_LEVEL: "error",
});
// Started together, as the production topology starts them: they take turns for the import.
const postgres = postgresPorts.map((port) =>
  launch(api, { API_PORT: String(port), DATABASE_URL: databaseUrl.toString(), LOG_LEVEL: "error" }),
);
const baseline = launch(["--import", "tsx", "bench/baseline-server.ts"], { PORT: String(baselinePort) });
const everyServer = [pglite, ...postgres, baseline];
try {
  const pgliteUrl = `http://127.0.0.1:${pglitePort}`;
  const postgresUrls = postgresPorts.map((port) => `http://127.0.0.1:${port}`);
  await waitFor(`${pgliteUrl}/series`, pglite);
  await Promise.all(postgresUrls.map((url, i) => waitFor(`${url}/series`, postgres[i] ?? pglite)));
  await waitFor(`http://127.0.0.1:${baselinePort}/`, baseline);
  const { items, total } = (await (await fetch(`${pgliteUrl}/articles?limit=1`)).json()).data;
  const newest = items[0];
  // Full pages, each of a shape no earlier request asked for within a run: offset × page size.
  const pages = total - 30;
  const uncachedPage = (n: number) => `/articles?offset=${n % pages}&limit=${12 + (Math.floor(n / pages) % 18)}`;
  const targets: [string, string, ((n: number) => string)?][] = [
    ["GET /articles (12, newest first)", "/articles"],
    [`GET /${newest.seriesPath}/${newest.id} (free article)`, `/${newest.seriesPath}/${newest.id}`],
    // What the database itself bears: every request a page no other asked for recently.
    ["GET /articles, a different page each time", "/articles", uncachedPage],
  ];
  const rows: LoadFigures[] = [
    await load("baseline: bare node:http JSON", `http://127.0.0.1:${baselinePort}/`, seconds, connections),
  ];
  for (const [name, path, pathOf] of targets) {
    rows.push(await load(`${name}, PGlite`, `${pgliteUrl}${path}`, seconds, connections, pathOf));
    rows.push(
      await load(
        `${name}, PostgreSQL, 2 API processes`,
        postgresUrls.map((url) => `${url}${path}`),
        seconds,
        connections,
        pathOf,
      ),
    );
  }
  console.log(`\n${seconds} s per target, ${connections} connections, ${new Date().toISOString()}`);
  printTable(rows);
} finally {
  await Promise.all(everyServer.map(stop));
  if (given) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  cluster?.stop();
  rmSync(clusterDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

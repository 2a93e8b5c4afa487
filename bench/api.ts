import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type LoadFigures, launch, load, printTable, stop, waitFor } from "./support.ts";

// npm run bench:api: the read API under load (autocannon, 10 s, 20 connections) on the embedded
// database with the sample edition, beside a bare Node.js JSON server measured in the same run.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;

const dataDir = mkdtempSync(join(tmpdir(), "awd-bench-api-"));
const [apiPort, baselinePort] = [await freePort(), await freePort()];
const api = launch(["--import", "tsx", "apps/api/src/server.ts"], {
  API_PORT: String(apiPort),
  PGLITE_DIR: join(dataDir, "pglite"),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  LOG_LEVEL: "error",
});
const baseline = launch(["--import", "tsx", "bench/baseline-server.ts"], { PORT: String(baselinePort) });
try {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiUrl}/series`, api);
  await waitFor(`http://127.0.0.1:${baselinePort}/`, baseline);
  const newest = (await (await fetch(`${apiUrl}/articles?limit=1`)).json()).data.items[0];
  const rows: LoadFigures[] = [];
  rows.push(await load("baseline: bare node:http JSON", `http://127.0.0.1:${baselinePort}/`, seconds, connections));
  rows.push(await load("GET /articles (12, newest first)", `${apiUrl}/articles`, seconds, connections));
  rows.push(
    await load(
      `GET /${newest.seriesPath}/${newest.id} (free article)`,
      `${apiUrl}/${newest.seriesPath}/${newest.id}`,
      seconds,
      connections,
    ),
  );
  console.log(`\n${seconds} s per target, ${connections} connections, PGlite, ${new Date().toISOString()}`);
  printTable(rows);
} finally {
  await Promise.all([stop(api), stop(baseline)]);
  rmSync(dataDir, { recursive: true, force: true });
}

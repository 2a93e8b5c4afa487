import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startPrivatePostgres } from "@awd/db/private-postgres";
import pg from "pg";
import {
  benchIdentityProvider,
  benchPorts,
  type LoadFigures,
  launch,
  load,
  printTable,
  stop,
  waitFor,
} from "./support.ts";

// npm run bench:signed-in: what a signed-in reader costs one API process, beside the anonymous visitor
// of the same paid article and a bare Node.js JSON server, in one run (autocannon, 100 connections,
// BENCH_SECONDS per target). One API process on the embedded PGlite and one on PostgreSQL (a private
// cluster started here, or a fresh database on BENCH_DATABASE_URL, dropped after). The identity
// provider is a JWKS served by this script; the reader is the demo digital subscriber, with a token it
// signs as the provider would. The CPU per request is the API process's own (utime + stime in
// /proc/<pid>/stat) over the requests it answered. BENCH_PORT_BASE picks the ports (else free ones);
// BENCH_CPU_PROF=<dir> has each API process write a V8 CPU profile there when it stops; BENCH_ONLY=<text>
// measures only the targets whose name holds that text.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;
const port = benchPorts();
const idp = await benchIdentityProvider(await port());
const { issuer, audience, accessToken } = idp;
const digital = { authorization: `Bearer ${await accessToken("awd|demo-digital")}` };

const dataDir = mkdtempSync(join(tmpdir(), "awd-bench-signed-in-"));
const given = process.env.BENCH_DATABASE_URL;
const clusterDir = mkdtempSync(join(tmpdir(), "awd-bench-pg-"));
const cluster = given ? undefined : startPrivatePostgres(clusterDir, await port());
const serverUrl = given ?? cluster?.url ?? "";
const database = `awd_bench_signed_in_${randomBytes(6).toString("hex")}`;
await adminQuery(`CREATE DATABASE ${database}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;

const profileDir = process.env.BENCH_CPU_PROF;
const api = [
  ...(profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : []),
  "--import",
  "tsx",
  "apps/api/src/server.ts",
];
const common = { IDP_ISSUER: issuer, API_AUDIENCE: audience, LOG_LEVEL: "error" };
const [pglitePort, postgresPort, baselinePort] = [await port(), await port(), await port()];
const processes = [
  {
    name: "PGlite",
    port: pglitePort,
    child: launch(api, {
      ...common,
      API_PORT: String(pglitePort),
      PGLITE_DIR: join(dataDir, "pglite"),
      DATABASE_URL: "",
    }),
  },
  {
    name: "PostgreSQL",
    port: postgresPort,
    child: launch(api, { ...common, API_PORT: String(postgresPort), DATABASE_URL: databaseUrl.toString() }),
  },
];
const baseline = launch(["--import", "tsx", "bench/baseline-server.ts"], { PORT: String(baselinePort) });

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Measured extends LoadFigures {
  cpuMsPerRequest: number;
}

const only = process.env.BENCH_ONLY;

async function measure(
  name: string,
  url: string,
  pid: number | undefined,
  headers?: Record<string, string>,
): Promise<Measured[]> {
  if (only && !name.includes(only)) return [];
  const before = cpuSeconds(pid);
  const figures = await load(name, url, seconds, connections, undefined, headers);
  const used = cpuSeconds(pid) - before;
  return [{ ...figures, cpuMsPerRequest: (used * 1000) / Math.max(1, figures.total ?? 0) }];
}

try {
  for (const p of processes) await waitFor(`http://127.0.0.1:${p.port}/series`, p.child);
  await waitFor(`http://127.0.0.1:${baselinePort}/`, baseline);
  const anyApi = `http://127.0.0.1:${pglitePort}`;
  const { items } = (await (await fetch(`${anyApi}/articles?limit=30`)).json()).data;
  const paid = items.find((a: { isFree: boolean }) => !a.isFree);
  if (!paid) throw new Error("no paid article among the 30 newest");
  const articlePath = `/${paid.seriesPath}/${paid.id}`;
  const signedIn = await (await fetch(`${anyApi}${articlePath}`, { headers: digital })).json();
  if (!signedIn.data?.access) throw new Error(`the digital subscriber may not read ${articlePath}`);
  const afterPaint = `/reader/after-paint?ids=${items.map((a: { id: number }) => a.id).join(",")}`;
  const hasAfterPaint = (await fetch(`${anyApi}${afterPaint}`, { headers: digital })).ok;

  const rows = await measure("baseline: bare node:http JSON", `http://127.0.0.1:${baselinePort}/`, baseline.pid);
  for (const p of processes) {
    const url = `http://127.0.0.1:${p.port}`;
    const pid = p.child.pid;
    rows.push(...(await measure(`${p.name}: paid article, anonymous`, `${url}${articlePath}`, pid)));
    rows.push(...(await measure(`${p.name}: paid article, digital subscriber`, `${url}${articlePath}`, pid, digital)));
    rows.push(...(await measure(`${p.name}: GET /auth/right, digital subscriber`, `${url}/auth/right`, pid, digital)));
    if (hasAfterPaint)
      rows.push(...(await measure(`${p.name}: GET /reader/after-paint (30 ids)`, `${url}${afterPaint}`, pid, digital)));
  }
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(1));
  console.log(
    `\n${articlePath} (paid), one API process each, ${seconds} s per target, ${connections} connections, ${new Date().toISOString()}`,
  );
  console.log(`machine: load average ${one} ${five} ${fifteen}, the load generator on the same cores`);
  printTable(rows);
  console.log(`\n${"CPU of the answering process per request".padEnd(48)}ms`);
  for (const r of rows) console.log(`${r.name.padEnd(48)}${r.cpuMsPerRequest.toFixed(3)}`);
} finally {
  await Promise.all([...processes.map((p) => stop(p.child)), stop(baseline)]);
  idp.close();
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

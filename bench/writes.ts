import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { anonymousWriteLimits } from "@awd/core/constants";
import { startPrivatePostgres } from "@awd/db/private-postgres";
import autocannon from "autocannon";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import pg from "pg";
import { freePort, type LoadFigures, launch, printTable, stop, waitFor } from "./support.ts";

// npm run bench:writes: what the API's writes cost on PostgreSQL with two API processes (autocannon,
// 100 connections spread over both in turn, BENCH_SECONDS per target), beside the cheapest read of the
// same processes in the same run (GET /series, answered from the process's own cache):
//   - event batches (POST /events, 5 events each), every batch from another client address, so none is
//     refused;
//   - the same signed in, 1,000 readers in turn (counted per account, not per address);
//   - notebook saves (POST /notebook/words), signed in, 1,000 readers, every save a new word;
//   - event batches from one client address past its limit: every one refused with 429.
// The CPU per request is that of both API processes (utime + stime in /proc/<pid>/stat) and that of
// PostgreSQL (the postmaster, its live backends, and the backends that ended), over the requests
// answered. The clients' addresses are told in X-Forwarded-For by 127.0.0.1, a trusted proxy here.
// PostgreSQL is a private cluster started here (or a fresh database on BENCH_DATABASE_URL, dropped
// after, its CPU then not measured). BENCH_PORT_BASE picks the ports (else free ones).
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;
const portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
let nextPort = 0;
const port = () => (portBase === undefined ? freePort() : Promise.resolve(portBase + nextPort++));

const audience = "https://api.awd.local/";
const { publicKey, privateKey } = await generateKeyPair("RS256");
const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: "bench", alg: "RS256", use: "sig" }] });
const idpPort = await port();
const issuer = `http://127.0.0.1:${idpPort}/`;
const idp = createServer((request, response) => {
  if (request.url === "/.well-known/jwks.json")
    response.writeHead(200, { "content-type": "application/json" }).end(jwks);
  else response.writeHead(404).end();
}).listen(idpPort, "127.0.0.1");
const accessToken = (subject: string) =>
  new SignJWT({ scope: "openid profile email", sub: subject, iss: issuer, aud: audience })
    .setProtectedHeader({ alg: "RS256", kid: "bench" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(privateKey);
// Enough readers that none reaches its own minute of event batches (signedInWriteLimits) in a run.
const readers = await Promise.all(
  Array.from({ length: 1000 }, async (_, i) => `Bearer ${await accessToken(`bench|writer-${i}`)}`),
);

const given = process.env.BENCH_DATABASE_URL;
const clusterDir = mkdtempSync(join(tmpdir(), "awd-bench-pg-"));
const cluster = given ? undefined : startPrivatePostgres(clusterDir, await port());
const serverUrl = given ?? cluster?.url ?? "";
const database = `awd_bench_writes_${randomBytes(6).toString("hex")}`;
await adminQuery(`CREATE DATABASE ${database}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;

const apiPorts = [await port(), await port()];
const apis = apiPorts.map((p) =>
  launch(["--import", "tsx", "apps/api/src/server.ts"], {
    API_PORT: String(p),
    DATABASE_URL: databaseUrl.toString(),
    IDP_ISSUER: issuer,
    API_AUDIENCE: audience,
    TRUSTED_PROXIES: "127.0.0.1",
    LOG_LEVEL: "error",
  }),
);
const urls = apiPorts.map((p) => `http://127.0.0.1:${p}`);

/** utime + stime (and, with children, the CPU of the children it reaped), in seconds, from /proc. */
function cpuOf(pid: number | undefined, children = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime, stime, cutime, cstime: the 14th to 17th fields of the line, in clock ticks (100 a second).
    const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks / 100;
  } catch {
    return 0; // a backend that ended since the listing
  }
}

/** The CPU PostgreSQL has used so far: its postmaster, the backends it reaped and those still running. */
function postgresCpu(): number {
  if (!cluster) return 0;
  const postmaster = Number(readFileSync(join(clusterDir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
  let total = cpuOf(postmaster, true);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
      if (parent === postmaster) total += cpuOf(Number(entry));
    } catch {
      // gone since the listing
    }
  }
  return total;
}

const apiCpu = () => apis.reduce((sum, child) => sum + cpuOf(child.pid), 0);

interface Measured extends LoadFigures {
  apiCpuMs: number;
  postgresCpuMs: number;
  /** Answers per status, e.g. { 200: 9000 } or { 429: 12000 }. */
  statuses: Record<string, number>;
}

interface Target {
  method?: "GET" | "POST";
  path: string;
  /** The request's headers and body by its number. */
  request?: (n: number) => { headers: Record<string, string>; body?: string };
}

async function measure(name: string, target: Target): Promise<Measured> {
  let sent = 0;
  const statuses: Record<string, number> = {};
  const setupRequest = (request: autocannon.Request) => {
    const made = target.request?.(sent++);
    return made
      ? {
          ...request,
          method: target.method ?? "GET",
          headers: { ...request.headers, ...made.headers },
          body: made.body,
        }
      : request;
  };
  const [apiBefore, postgresBefore] = [apiCpu(), postgresCpu()];
  const instance = autocannon({
    // autocannon takes a list of URLs (lib/run.js), which its type declarations leave out.
    url: urls.map((url) => `${url}${target.path}`) as unknown as string,
    duration: seconds,
    connections,
    requests: [{ setupRequest }],
  }) as Promise<autocannon.Result> & autocannon.Instance; // without a callback it is both
  instance.on("response", (_client: unknown, statusCode: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const [apiUsed, postgresUsed] = [apiCpu() - apiBefore, postgresCpu() - postgresBefore];
  const answered = Math.max(1, result.requests.total);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors - result.timeouts + result.non2xx,
    timeouts: result.timeouts,
    total: result.requests.total,
    apiCpuMs: (apiUsed * 1000) / answered,
    postgresCpuMs: (postgresUsed * 1000) / answered,
    statuses,
  };
}

const json = { "content-type": "application/json" };
const eventBatch = (n: number) =>
  JSON.stringify({
    events: Array.from({ length: 5 }, (_, i) => ({
      event: "page_view",
      label: `/bench/${n}/${i}`,
      awd_user_type: "Free",
    })),
  });
/** A different documentation address (198.18.0.0/15, benchmarking) for each request. */
const addressOf = (n: number) => `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
const flooder = "203.0.113.9";

try {
  for (const [i, url] of urls.entries()) {
    const child = apis[i];
    if (child) await waitFor(`${url}/series`, child);
  }
  const { items } = (await (await fetch(`${urls[0]}/articles?limit=1`)).json()).data;
  const articleId: number = items[0].id;

  const rows: Measured[] = [];
  rows.push(await measure("reference: GET /series (cached read)", { path: "/series" }));
  rows.push(
    await measure("POST /events, 5 events, accepted", {
      method: "POST",
      path: "/events",
      request: (n) => ({ headers: { ...json, "x-forwarded-for": addressOf(n) }, body: eventBatch(n) }),
    }),
  );
  rows.push(
    await measure("POST /events, 5 events, signed in", {
      method: "POST",
      path: "/events",
      request: (n) => ({
        headers: { ...json, authorization: readers[n % readers.length] ?? "" },
        body: eventBatch(n),
      }),
    }),
  );
  await floodUntilRefused();
  rows.push(
    await measure("POST /events, refused (429)", {
      method: "POST",
      path: "/events",
      request: (n) => ({ headers: { ...json, "x-forwarded-for": flooder }, body: eventBatch(n) }),
    }),
  );
  rows.push(
    await measure("POST /notebook/words, signed in", {
      method: "POST",
      path: "/notebook/words",
      request: (n) => ({
        headers: { ...json, authorization: readers[n % readers.length] ?? "" },
        body: JSON.stringify({
          word: `benchword${n}`,
          lemma: `benchword${n}`,
          sentence: `A sentence that holds benchword${n}.`,
          articleId,
        }),
      }),
    }),
  );
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(1));
  console.log(
    `\nPostgreSQL, 2 API processes, ${seconds} s per target, ${connections} connections, ${new Date().toISOString()}`,
  );
  console.log(`machine: load average ${one} ${five} ${fifteen}, the load generator on the same cores`);
  printTable(rows);
  console.log(
    `\n${"CPU per request answered, ms".padEnd(40)}${"API".padStart(10)}${"PostgreSQL".padStart(12)}  answers`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(40)}${r.apiCpuMs.toFixed(3).padStart(10)}${(cluster ? r.postgresCpuMs.toFixed(3) : "-").padStart(12)}  ${JSON.stringify(r.statuses)}`,
    );
} finally {
  await Promise.all(apis.map(stop));
  idp.close();
  if (given) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  cluster?.stop();
  rmSync(clusterDir, { recursive: true, force: true });
}

/**
 * The flooding address uses up its minute, early enough in a minute that its run ends before the
 * next one: every batch of the run is then refused.
 */
async function floodUntilRefused() {
  const minuteMs = 60_000;
  const left = minuteMs - (Date.now() % minuteMs);
  if (left < (seconds + 15) * 1000) await new Promise((r) => setTimeout(r, left + 100));
  const [perMinute] = anonymousWriteLimits.eventsPerAddress;
  for (let sent = 0; sent <= perMinute.max; sent += 50)
    await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${urls[0]}/events`, {
          method: "POST",
          headers: { ...json, "x-forwarded-for": flooder },
          body: eventBatch(0),
        }).then((r) => r.arrayBuffer()),
      ),
    );
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

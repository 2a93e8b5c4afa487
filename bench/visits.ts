import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { nginxPath } from "../scripts/lib/front.ts";
import { productionStackDir } from "../scripts/lib/stack.ts";
import { freePort, spawnStartProd, untilRunning } from "./support.ts";
import { describeVisits, type RecordedRequest, recordVisits, type Visit, type VisitKind } from "./visits-record.ts";

// npm run bench:visits: what a reader's visit costs the machine. It starts its own start:prod,
// records one visit of each kind with Debian's Chromium (every request that leaves the browser),
// then replays them at load through the front: the anonymous visits alone, then the mix of 70 %
// anonymous (home, a category, an article, the next article), 20 % a signed-in subscriber doing the
// same and 10 % a search. It prints the requests that reached a web process per page view (the
// front's upstream log), page views a second, and nginx's limit for the same bytes served from disk
// in the same run. Both ends share the machine's cores: the figures compare, they do not promise.

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = Number(process.env.BENCH_PORT_BASE ?? 3750);
const ports = { web: base, api: base + 1, idp: base + 2 };
const upstreamLog = join(productionStackDir(ports.web), "front", "upstream.log");

const mix: Record<VisitKind, number> = { anonymous: 7, subscriber: 2, search: 1 };

/** Lines of the front's log of requests that reached a web or API process. */
const upstreamCount = (origin: "web" | "api") => {
  if (!existsSync(upstreamLog)) return Number.NaN;
  const internal = origin === "web" ? [ports.web + 10, ports.web + 11] : [ports.web + 20, ports.web + 21];
  return readFileSync(upstreamLog, "utf8")
    .split("\n")
    .filter((line) => internal.some((port) => line.includes(`127.0.0.1:${port}`))).length;
};

interface Replayed {
  requests: RecordedRequest[];
  views: number;
}

/** The requests of `count` visits of each kind, in the mix's order, to one origin. */
function replayOf(visits: Visit[], counts: Partial<Record<VisitKind, number>>, origin: "site" | "api"): Replayed {
  const requests: RecordedRequest[] = [];
  let views = 0;
  for (const [kind, count] of Object.entries(counts))
    for (let i = 0; i < count; i++)
      for (const view of visits.find((v) => v.kind === kind)?.views ?? []) {
        views += 1;
        requests.push(...view.requests.filter((r) => r.origin === origin));
      }
  return { requests, views };
}

/** Sends each request once, in order, as the browser did; the raw answer's bytes. */
function once(port: number, r: RecordedRequest): Promise<Buffer> {
  return new Promise((done, fail) => {
    const sent = httpRequest(
      { host: "127.0.0.1", port, method: r.method, path: r.path, headers: r.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => done(Buffer.concat(chunks)));
      },
    );
    sent.on("error", fail);
    sent.end(r.body);
  });
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  viewsPerSecond: number;
  p99: number;
  errors: number;
}

/**
 * The requests in their order, over and over, each connection taking the next one when its last is
 * answered: a visit's requests are spread over the connections as a crowd of readers spreads them.
 */
async function replay(
  name: string,
  port: number,
  replayed: Replayed,
  pathOf = (r: RecordedRequest) => r.path,
  connectionCount = connections,
) {
  let sent = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    duration: seconds,
    connections: connectionCount,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const r = replayed.requests[sent++ % replayed.requests.length] as RecordedRequest;
          return {
            ...request,
            method: r.method as autocannon.Request["method"],
            path: pathOf(r),
            headers: r.headers,
            body: r.body,
          };
        },
      },
    ],
  });
  const requestsPerSecond = result.requests.average;
  return {
    name,
    requestsPerSecond: Math.round(requestsPerSecond),
    viewsPerSecond: Math.round((requestsPerSecond * replayed.views) / Math.max(1, replayed.requests.length)),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

/** nginx serving the front's answers, each as its bytes came, from disk. */
function staticNginx(dir: string, port: number): ChildProcess {
  const config = join(dir, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http { access_log off; sendfile on; keepalive_requests 100000; default_type application/octet-stream;
  client_body_temp_path ${dir}/t1; proxy_temp_path ${dir}/t2; fastcgi_temp_path ${dir}/t3; uwsgi_temp_path ${dir}/t4; scgi_temp_path ${dir}/t5;
  server { listen 127.0.0.1:${port}; root ${dir}/answers; } }
`,
  );
  return spawn(nginxPath(), ["-p", dir, "-c", config, "-g", "daemon off;"], { stdio: "inherit", detached: true });
}

const machineLoad = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} on ${cpus().length} cores`;

async function main() {
  const siteUrl = `http://localhost:${ports.web}/awd`;
  const stack = spawnStartProd(ports);
  const dir = mkdtempSync(join(tmpdir(), "awd-bench-visits-"));
  let plain: ChildProcess | undefined;
  try {
    console.log("Starting npm run start:prod (building the web app when stale)…");
    await untilRunning(stack);
    const visits = await recordVisits(siteUrl, { site: ports.web, api: ports.api });
    console.log(
      "\nOne visit of each kind, as Chromium asked for it (a fresh profile; the worker's precache included):",
    );
    for (const line of describeVisits(visits)) console.log(`  ${line}`);

    const anonymous = {
      site: replayOf(visits, { anonymous: 1 }, "site"),
      api: replayOf(visits, { anonymous: 1 }, "api"),
    };
    const mixed = { site: replayOf(visits, mix, "site"), api: replayOf(visits, mix, "api") };
    // Warm: every request of the mix once, as a first reader would (again before each run, below).
    const warm = async () => {
      for (const r of mixed.site.requests) await once(ports.web, r);
      for (const r of mixed.api.requests) await once(ports.api, r);
    };
    await warm();

    // nginx's limit for the same bytes: each distinct answer of the front, saved as it came.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, "answers"), { mode: 0o755 });
    const files = new Map<string, string>();
    const keyOf = (r: RecordedRequest) => `${r.path}\n${JSON.stringify(r.headers)}`;
    for (const r of mixed.site.requests) {
      if (files.has(keyOf(r))) continue;
      const file = `/a${files.size}`;
      files.set(keyOf(r), file);
      writeFileSync(join(dir, "answers", file), await once(ports.web, r), { mode: 0o644 });
    }
    const plainPort = await freePort();
    plain = staticNginx(dir, plainPort);
    await new Promise((r) => setTimeout(r, 500));
    const fromDisk = (r: RecordedRequest) => files.get(keyOf(r)) ?? "/missing";

    console.log(`\nautocannon, ${connections} connections, ${seconds} s each; ${machineLoad()} before`);
    const rows: Figures[] = [];
    const perView: string[] = [];
    for (const [name, replayed] of [
      ["anonymous visits", anonymous],
      ["the mix (70/20/10)", mixed],
    ] as const) {
      // A kept prefetch is fresh for a minute: a copy that expired since is fetched again here, so
      // the run counts what a warm front lets through (in steady state, one fetch a minute a copy).
      await warm();
      await new Promise((settled) => setTimeout(settled, 1000));
      const [webBefore, apiBefore] = [upstreamCount("web"), upstreamCount("api")];
      // The API's share of the load runs beside the site's, on connections in proportion to its requests.
      const apiShare = replayed.api.requests.length / (replayed.api.requests.length + replayed.site.requests.length);
      const apiConnections = replayed.api.requests.length > 0 ? Math.max(1, Math.round(connections * apiShare)) : 0;
      const [front, api] = await Promise.all([
        replay(`${name}: front`, ports.web, replayed.site, undefined, connections - apiConnections),
        apiConnections > 0
          ? replay(`${name}: API front`, ports.api, replayed.api, undefined, apiConnections)
          : Promise.resolve(undefined),
      ]);
      const siteViews = front.total * (replayed.site.views / replayed.site.requests.length);
      const apiViews = api ? api.total * (replayed.api.views / replayed.api.requests.length) : 0;
      const [web, apiProcesses] = [upstreamCount("web") - webBefore, upstreamCount("api") - apiBefore];
      const disk = await replay(`${name}: nginx, same bytes`, plainPort, replayed.site, fromDisk);
      rows.push(front, disk);
      if (api) rows.push(api);
      const perViewOf = (list: RecordedRequest[]) => (list.length / replayed.site.views).toFixed(1);
      perView.push(
        `${name}: a page view asks the site ${perViewOf(replayed.site.requests)} times (${perViewOf(replayed.site.requests.filter((r) => r.rsc))} RSC) and the API ${perViewOf(replayed.api.requests)}; ` +
          `${(web / siteViews).toFixed(3)} reached a web process a page view (${web} in ${Math.round(siteViews)} views), ` +
          `${apiViews > 0 ? (apiProcesses / apiViews).toFixed(2) : "-"} an API process; ` +
          `${front.viewsPerSecond} page views/s through the front, ${((front.viewsPerSecond / disk.viewsPerSecond) * 100).toFixed(0)} % of nginx's ${disk.viewsPerSecond} for the same bytes`,
      );
    }
    const width = Math.max(...rows.map((r) => r.name.length)) + 2;
    console.log(
      `\n${"target".padEnd(width)}${["req/s", "views/s", "p99 ms", "errors"].map((c) => c.padStart(10)).join("")}`,
    );
    for (const r of rows)
      console.log(
        `${r.name.padEnd(width)}${[r.requestsPerSecond, r.viewsPerSecond, r.p99, r.errors].map((n) => String(n).padStart(10)).join("")}`,
      );
    console.log(`\n${perView.join("\n")}\n${machineLoad()} after`);
  } finally {
    if (plain?.pid) process.kill(-plain.pid, "SIGTERM");
    if (stack.pid) process.kill(-stack.pid, "SIGTERM");
    await new Promise((done) => stack.once("exit", done));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nginxPath } from "../scripts/lib/front.ts";
import { sampleArticlePath } from "./site.ts";
import { freePort, type LoadFigures, load, printTable, spawnStartProd, untilRunning } from "./support.ts";

// npm run bench:front: npm run start:prod (nginx front, two web and two API processes on PostgreSQL)
// under load, page by page — through the front, straight from one web process, and nginx serving the
// same bytes from disk — in one run. wrk (Debian's package) drives the load when installed, else
// autocannon; both ends share the machine's cores, so the figures compare, they do not promise.

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const base = Number(process.env.BENCH_PORT_BASE ?? 3700);
const ports = { web: base, api: base + 1, idp: base + 2, webProcess: base + 10 };
const wrk = "/usr/bin/wrk";

const msPerUnit: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };
const toMs = (value: string, unit: string) => Number(value) * (msPerUnit[unit] ?? Number.NaN);

/** wrk's figures: rate, median and 99th percentile latency, and every failed request. */
function wrkLoad(name: string, url: string): LoadFigures {
  const run = spawnSync(wrk, ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", url], { encoding: "utf8" });
  const out = run.stdout;
  if (!/Requests\/sec/.test(out)) console.error(`wrk ${url}: ${run.error?.message ?? run.stderr ?? out}`);
  const percentile = (p: string) => {
    const match = out.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, "m"));
    return match ? Math.round(toMs(match[1] as string, match[2] as string) * 10) / 10 : Number.NaN;
  };
  const socketErrors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    name,
    requestsPerSecond: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    p50: percentile("50"),
    p99: percentile("99"),
    errors: non2xx + (socketErrors ? socketErrors.slice(1, 4).reduce((sum, n) => sum + Number(n), 0) : 0),
    timeouts: Number(socketErrors?.[4] ?? 0),
  };
}

const measure = (name: string, url: string): Promise<LoadFigures> | LoadFigures =>
  existsSync(wrk) ? wrkLoad(name, url) : load(name, url, seconds, connections);

/** nginx serving a directory of files, as a plain static site. */
function staticNginx(dir: string, port: number): ChildProcess {
  const config = join(dir, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http { access_log off; sendfile on; keepalive_requests 100000; default_type text/html;
  client_body_temp_path ${dir}/t1; proxy_temp_path ${dir}/t2; fastcgi_temp_path ${dir}/t3; uwsgi_temp_path ${dir}/t4; scgi_temp_path ${dir}/t5;
  server { listen 127.0.0.1:${port}; root ${dir}/pages; } }
`,
  );
  return spawn(nginxPath(), ["-p", dir, "-c", config, "-g", "daemon off;"], { stdio: "inherit", detached: true });
}

async function main() {
  const siteUrl = `http://127.0.0.1:${ports.web}/awd`;
  const stack = spawnStartProd(ports);
  const dir = mkdtempSync(join(tmpdir(), "awd-bench-front-"));
  let plain: ChildProcess | undefined;
  try {
    console.log("Starting npm run start:prod (building the web app when stale)…");
    await untilRunning(stack);
    const pages = {
      article: `/${await sampleArticlePath(`http://127.0.0.1:${ports.api}`)}`,
      home: "",
      "series list": "/news-topics",
    };
    // nginx's workers run as nobody when started by root: the pages must be readable by anyone.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, "pages"), { mode: 0o755 });
    for (const [name, path] of Object.entries(pages)) {
      const response = await fetch(`${siteUrl}${path}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      writeFileSync(join(dir, "pages", `${name.replace(" ", "-")}.html`), bytes, { mode: 0o644 });
      const again = await fetch(`${siteUrl}${path}`);
      console.log(
        `${name}: ${bytes.length} bytes, ${again.headers.get("cache-control")}, front: ${again.headers.get("x-cache-status")}`,
      );
    }
    const plainPort = await freePort();
    plain = staticNginx(dir, plainPort);
    await new Promise((r) => setTimeout(r, 500));
    console.log(`${existsSync(wrk) ? "wrk" : "autocannon"}, ${connections} connections, ${seconds} s each\n`);
    const rows: LoadFigures[] = [];
    const ratios: string[] = [];
    for (const [name, path] of Object.entries(pages)) {
      const front = await measure(`${name}: front`, `${siteUrl}${path}`);
      const webProcess = await measure(`${name}: one web process`, `http://127.0.0.1:${ports.webProcess}/awd${path}`);
      const disk = await measure(
        `${name}: nginx, same bytes`,
        `http://127.0.0.1:${plainPort}/${name.replace(" ", "-")}.html`,
      );
      rows.push(front, webProcess, disk);
      ratios.push(
        `${name}: front ${((front.requestsPerSecond / disk.requestsPerSecond) * 100).toFixed(0)} % of nginx from disk, ${(front.requestsPerSecond / Math.max(1, webProcess.requestsPerSecond)).toFixed(1)}× one web process`,
      );
    }
    printTable(rows);
    console.log(`\n${ratios.join("\n")}`);
  } finally {
    if (plain?.pid) process.kill(-plain.pid, "SIGTERM");
    if (stack.pid) process.kill(-stack.pid, "SIGTERM");
    await new Promise((done) => stack.once("exit", done));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";

export { freePort } from "../scripts/lib/stack.ts";

export const repoRoot = new URL("..", import.meta.url).pathname;

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** A node process in its own group, so stopping it stops everything it started. */
export function launch(args: string[], env: NodeJS.ProcessEnv, cwd = repoRoot): ChildProcess {
  return spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: "ignore", detached: true });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.pid === undefined) return done();
    child.once("exit", () => done());
    process.kill(-child.pid, "SIGTERM");
  });
}

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and answers other than 2xx, timeouts apart. */
  errors: number;
  timeouts: number;
  /** Every request answered in the run. */
  total?: number;
}

/**
 * Load on a URL; given several, autocannon spreads the connections over them in turn (round robin).
 * pathOf, when given, names the path of each request by its number instead of the URL's.
 */
export async function load(
  name: string,
  url: string | string[],
  seconds: number,
  connections: number,
  pathOf?: (n: number) => string,
  headers?: Record<string, string>,
): Promise<LoadFigures> {
  let sent = 0;
  const requests = pathOf && [{ setupRequest: (request: object) => ({ ...request, path: pathOf(sent++) }) }];
  // autocannon takes a list of URLs (lib/run.js), which its type declarations leave out.
  const result = await autocannon({ url: url as string, duration: seconds, connections, requests, headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors - result.timeouts + result.non2xx,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}

export function printTable(rows: LoadFigures[]): void {
  const width = Math.max(34, ...rows.map((r) => r.name.length + 2));
  const columns = ["req/s", "p50 ms", "p99 ms", "errors", "timeouts"];
  console.log(`\n${"target".padEnd(width)}${columns.map((c) => c.padStart(10)).join("")}`);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(width)}${[r.requestsPerSecond, r.p50, r.p99, r.errors, r.timeouts].map((n) => String(n).padStart(10)).join("")}`,
    );
}

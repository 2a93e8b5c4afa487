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
  errors: number;
}

export async function load(name: string, url: string, seconds: number, connections: number): Promise<LoadFigures> {
  const result = await autocannon({ url, duration: seconds, connections });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: LoadFigures[]): void {
  console.log(
    `\n${"target".padEnd(34)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(9)}`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(34)}${String(r.requestsPerSecond).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.errors).padStart(9)}`,
    );
}

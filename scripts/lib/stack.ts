import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(fileURLToPath(import.meta.url), "../../..");
const webDir = join(repoRoot, "apps/web");
const nextBin = join(repoRoot, "node_modules/next/dist/bin/next");

export interface StackPorts {
  web: number;
  api: number;
  idp: number;
}

const portVariables: Record<keyof StackPorts, string> = { web: "WEB_PORT", api: "API_PORT", idp: "IDP_PORT" };
const defaultPorts: StackPorts = { web: 3000, api: 3001, idp: 3002 };

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): StackPorts {
  const read = (part: keyof StackPorts) => {
    const raw = env[portVariables[part]];
    if (raw === undefined || raw === "") return defaultPorts[part];
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 65535)
      throw new Error(`${portVariables[part]} must be a port number, got "${raw}"`);
    return n;
  };
  return { web: read("web"), api: read("api"), idp: read("idp") };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once("error", () => done(false))
      .once("listening", () => probe.close(() => done(true)))
      .listen(port, "127.0.0.1");
  });
}

/** One line per busy port, naming the variable that moves it. */
export async function busyPorts(ports: StackPorts): Promise<string[]> {
  const parts = Object.keys(ports) as (keyof StackPorts)[];
  const free = await Promise.all(parts.map((p) => portIsFree(ports[p])));
  return parts
    .filter((_, i) => !free[i])
    .map((p) => `Port ${ports[p]} is already in use: set ${portVariables[p]} to a free port.`);
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== "node_modules" && name !== ".next")
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const publicEnvStamp = join(webDir, ".next/awd-public-env.json");

/** The NEXT_PUBLIC_ variables of an environment: Next.js bakes them into the browser's code. */
const publicEnvOf = (env: NodeJS.ProcessEnv) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(env)
        .filter(([name]) => name.startsWith("NEXT_PUBLIC_"))
        .sort(),
    ),
  );

/**
 * The web build is stale when any source it is made from is newer than the last build, or, when an
 * environment is given, when it was built for other public URLs (other ports).
 */
export function webBuildIsStale(env?: NodeJS.ProcessEnv): boolean {
  const buildId = join(webDir, ".next/BUILD_ID");
  if (!existsSync(buildId) || !existsSync(publicEnvStamp)) return true;
  if (env && readFileSync(publicEnvStamp, "utf8") !== publicEnvOf(env)) return true;
  const sources = [webDir, join(repoRoot, "packages/core/src"), join(repoRoot, "package-lock.json")];
  return Math.max(...sources.map(newestMtime)) > statSync(buildId).mtimeMs;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd = repoRoot) {
  return new Promise<number>((done) => {
    const child = spawn(command, args, { cwd, env, stdio: "inherit" });
    child.once("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

export async function buildWeb(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const code = await run(process.execPath, [nextBin, "build"], { ...env, NEXT_TELEMETRY_DISABLED: "1" }, webDir);
  if (code !== 0) throw new Error(`the web build failed (exit ${code})`);
  writeFileSync(publicEnvStamp, publicEnvOf(env));
}

export interface StackEnv {
  ports: StackPorts;
  env: NodeJS.ProcessEnv;
}

/** The environment each part gets: loopback ports and the URLs by which the web reaches the others. */
export function stackEnv(ports: StackPorts, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const api = `http://127.0.0.1:${ports.api}`;
  return {
    ...env,
    NEXT_TELEMETRY_DISABLED: "1",
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
    IDP_PORT: String(ports.idp),
    READ_API_URL: env.READ_API_URL ?? api,
    WRITE_API_URL: env.WRITE_API_URL ?? api,
    STATIC_URL: env.STATIC_URL ?? `${api}/static`,
    WEB_ORIGIN: env.WEB_ORIGIN ?? `http://localhost:${ports.web}`,
    // What the browser calls: the API and the identity provider, by the names a reader's browser uses.
    NEXT_PUBLIC_READ_API_URL: env.NEXT_PUBLIC_READ_API_URL ?? `http://localhost:${ports.api}`,
    NEXT_PUBLIC_WRITE_API_URL: env.NEXT_PUBLIC_WRITE_API_URL ?? `http://localhost:${ports.api}`,
    NEXT_PUBLIC_AUTH0_DOMAIN: env.NEXT_PUBLIC_AUTH0_DOMAIN ?? `http://localhost:${ports.idp}`,
    NEXT_PUBLIC_AUTH0_CLIENT_ID: env.NEXT_PUBLIC_AUTH0_CLIENT_ID ?? "awd-web",
    NEXT_PUBLIC_AUTH0_AUDIENCE: env.NEXT_PUBLIC_AUTH0_AUDIENCE ?? "https://api.awd.local/",
  };
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface RunningStack {
  siteUrl: string;
  stop(): Promise<void>;
  /** Resolves when any part exits on its own. */
  exited: Promise<string>;
}

/**
 * Starts api and idp, then (after beforeWeb, where a stale web app is built while the API can
 * answer the pages it prerenders) the web, each in its own process group, so that stopping the
 * stack ends every process they started and leaves no orphan.
 */
export async function startStack(
  ports: StackPorts,
  env: NodeJS.ProcessEnv,
  beforeWeb: () => Promise<void> = async () => {},
): Promise<RunningStack> {
  const children: { name: string; child: ChildProcess }[] = [];
  let stopping = false;
  const launch = (name: string, args: string[], cwd = repoRoot) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: "inherit", detached: true });
    children.push({ name, child });
    return child;
  };
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return done();
            const pid = child.pid;
            const kill = setTimeout(() => process.kill(-pid, "SIGKILL"), 10_000);
            child.once("exit", () => {
              clearTimeout(kill);
              done();
            });
            process.kill(-pid, "SIGTERM");
          }),
      ),
    );
  };
  try {
    const api = launch("api", ["--import", "tsx", "apps/api/src/server.ts"]);
    const idp = launch("idp", ["--import", "tsx", "apps/idp/src/server.ts"]);
    await waitForUrl(`http://127.0.0.1:${ports.api}/series`, api);
    await waitForUrl(`http://127.0.0.1:${ports.idp}/.well-known/openid-configuration`, idp);
    await beforeWeb();
    const web = launch("web", [nextBin, "start", "-p", String(ports.web), "-H", "127.0.0.1"], webDir);
    await waitForUrl(`http://127.0.0.1:${ports.web}/awd`, web);
  } catch (error) {
    await stop();
    throw error;
  }
  const exited = new Promise<string>((done) => {
    for (const { name, child } of children)
      child.once("exit", (code) => {
        if (!stopping) done(`${name} exited with code ${code}`);
      });
  });
  return { siteUrl: `http://localhost:${ports.web}/awd/`, stop, exited };
}

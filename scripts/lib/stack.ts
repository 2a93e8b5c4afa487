import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  developmentDefaults,
  type Env,
  isProductionLike,
  localUrls,
  parseEnv,
  portVariable,
  type StackPorts,
} from "@awd/core/deployment";
import { type SupervisedProcess, supervise } from "./supervisor.ts";

export const repoRoot = resolve(fileURLToPath(import.meta.url), "../../..");
const webDir = join(repoRoot, "apps/web");
const nextBin = join(repoRoot, "node_modules/next/dist/bin/next");

export type { StackPorts };

const portVariables: Record<keyof StackPorts, string> = { web: "WEB_PORT", api: "API_PORT", idp: "IDP_PORT" };

const stackVariables = {
  WEB_PORT: portVariable(developmentDefaults.ports.web),
  API_PORT: portVariable(developmentDefaults.ports.api),
  IDP_PORT: portVariable(developmentDefaults.ports.idp),
};

/** The stack's ports; a bad one throws a ConfigError naming its variable. */
export function portsFromEnv(env: Env = process.env): StackPorts {
  const vars = parseEnv(stackVariables, env);
  return { web: vars.WEB_PORT, api: vars.API_PORT, idp: vars.IDP_PORT };
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

/** Runs a command to its end; an aborted signal ends it (SIGTERM). */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd = repoRoot,
  signal?: AbortSignal,
) {
  return new Promise<number>((done) => {
    const child = spawn(command, args, { cwd, env, stdio: "inherit", signal });
    // An aborted run ends like one killed (its exit reports SIGTERM); any other error is thrown as before.
    child.on("error", (error) => {
      if (error.name !== "AbortError") throw error;
    });
    child.once("exit", (code, killedBy) => done(code ?? (killedBy ? 1 : 0)));
  });
}

export async function buildWeb(env: NodeJS.ProcessEnv = process.env, signal?: AbortSignal): Promise<void> {
  const code = await run(
    process.execPath,
    [nextBin, "build"],
    { ...env, NEXT_TELEMETRY_DISABLED: "1" },
    webDir,
    signal,
  );
  if (code !== 0) throw new Error(`the web build failed (exit ${code})`);
  writeFileSync(publicEnvStamp, publicEnvOf(env));
}

/**
 * The environment each part gets: loopback ports, the URLs by which the web reaches the others, and
 * AWD_DEMO=on unless the operator's own environment is production-like, so that `next start`
 * (which sets NODE_ENV=production) runs the demo like the other parts.
 */
export function stackEnv(ports: StackPorts, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const urls = localUrls(ports);
  return {
    ...env,
    ...(!isProductionLike(env) && { AWD_DEMO: "on" }),
    NEXT_TELEMETRY_DISABLED: "1",
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
    IDP_PORT: String(ports.idp),
    READ_API_URL: env.READ_API_URL ?? urls.api,
    STATIC_URL: env.STATIC_URL ?? `${urls.api}/static`,
    WEB_ORIGIN: env.WEB_ORIGIN ?? urls.webOrigin,
    // What the browser calls: the API and the identity provider, by the names a reader's browser uses.
    NEXT_PUBLIC_READ_API_URL: env.NEXT_PUBLIC_READ_API_URL ?? urls.browserApi,
    NEXT_PUBLIC_WRITE_API_URL: env.NEXT_PUBLIC_WRITE_API_URL ?? urls.browserApi,
    NEXT_PUBLIC_AUTH0_DOMAIN: env.NEXT_PUBLIC_AUTH0_DOMAIN ?? urls.idpOrigin,
    NEXT_PUBLIC_AUTH0_CLIENT_ID: env.NEXT_PUBLIC_AUTH0_CLIENT_ID ?? developmentDefaults.clientId,
    NEXT_PUBLIC_AUTH0_AUDIENCE: env.NEXT_PUBLIC_AUTH0_AUDIENCE ?? developmentDefaults.apiAudience,
  };
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process ended (${child.exitCode ?? child.signalCode})`);
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
  /** Stops every part for good; none is restarted after this. */
  stop(): Promise<void>;
}

/**
 * Starts api and idp, then (after beforeWeb, where a stale web app is built while the API can
 * answer the pages it prerenders) the web, each in its own process group, so that stopping the
 * stack ends every process they started and leaves no orphan. A part that fails to come up stops
 * the stack; one that dies later is restarted (supervise). An abort of `shutdown` while the stack
 * is starting stops the parts already started, and the start fails.
 */
export async function startStack(
  ports: StackPorts,
  env: NodeJS.ProcessEnv,
  beforeWeb: () => Promise<void> = async () => {},
  shutdown?: AbortSignal,
): Promise<RunningStack> {
  const parts: SupervisedProcess[] = [];
  const launch = (name: string, args: string[], cwd = repoRoot) => {
    if (shutdown?.aborted) throw new Error(`stopped before ${name} was started`);
    const part = supervise(name, () => spawn(process.execPath, args, { cwd, env, stdio: "inherit", detached: true }));
    parts.push(part);
    return part.child;
  };
  const stop = async () => {
    await Promise.all(parts.map((part) => part.stop()));
  };
  const stopWhileStarting = () => void stop();
  shutdown?.addEventListener("abort", stopWhileStarting, { once: true });
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
  } finally {
    shutdown?.removeEventListener("abort", stopWhileStarting);
  }
  return { siteUrl: `http://localhost:${ports.web}/awd/`, stop };
}

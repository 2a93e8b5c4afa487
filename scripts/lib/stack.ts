import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg } from "node:os";
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
const tsxCli = join(repoRoot, "node_modules/tsx/dist/cli.mjs");
const standaloneDir = join(webDir, ".next/standalone/apps/web");
/** The API's answers Next.js keeps between builds and requests (its data cache). */
export const fetchCacheDir = join(webDir, ".next/cache/fetch-cache");
/** The built site's files under /awd/_next/static, which a front may serve from disk. */
export const webStaticDir = join(webDir, ".next/static");

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

/**
 * Where start:prod keeps its database, front and operator settings. PostgreSQL refuses to run as root
 * and its user cannot enter .data (0700), so a root caller keeps them under /var/tmp instead.
 */
export const productionStackDir = (webPort: number) =>
  process.getuid?.() === 0 ? `/var/tmp/awd-prod-${webPort}` : join(repoRoot, `.data/prod-${webPort}`);

/** A port free on loopback now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
      .once("error", fail)
      .listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => done(typeof address === "object" && address ? address.port : 0));
      });
  });
}

/** The ports of these that something listens on already. */
export async function portsInUse(ports: number[]): Promise<number[]> {
  const free = await Promise.all(ports.map(portIsFree));
  return ports.filter((_, i) => !free[i]);
}

/** One line per busy port, naming the variable that moves it. */
export async function busyPorts(ports: StackPorts): Promise<string[]> {
  const parts = Object.keys(ports) as (keyof StackPorts)[];
  const busy = new Set(await portsInUse(parts.map((p) => ports[p])));
  return parts
    .filter((p) => busy.has(ports[p]))
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
  if (!existsSync(buildId) || !existsSync(publicEnvStamp) || !existsSync(join(standaloneDir, "server.js"))) return true;
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
  // Next.js keeps the API's answers of the last build and server in .next/cache/fetch-cache and a
  // build reads those still fresh: a build right after an import would prerender the edition the
  // cache remembers (the sitemap index of a 20,000-article archive named the sample's 2 months, and
  // every older month's sitemap was written as a 404). A build reads the API afresh.
  rmSync(fetchCacheDir, { recursive: true, force: true });
  const code = await run(
    process.execPath,
    [nextBin, "build"],
    { ...env, NEXT_TELEMETRY_DISABLED: "1" },
    webDir,
    signal,
  );
  if (code !== 0) throw new Error(`the web build failed (exit ${code})`);
  // The standalone server leaves the browser's files out: it serves them when they are copied beside it.
  const staticCopy = join(standaloneDir, ".next/static");
  rmSync(staticCopy, { recursive: true, force: true });
  cpSync(webStaticDir, staticCopy, { recursive: true });
  writeFileSync(publicEnvStamp, publicEnvOf(env));
}

/** A web process: Next.js's standalone server of the last build, on a loopback port. */
export const webPart = (name: string, port: number, env: NodeJS.ProcessEnv): Part => ({
  name,
  args: [join(standaloneDir, "server.js")],
  cwd: standaloneDir,
  env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
  readyUrl: `http://127.0.0.1:${port}/awd`,
});

/** The site under `next dev` (its files in .next/dev, apart from the build's): no build, hot reload. */
const webDevPart = (port: number, env: NodeJS.ProcessEnv): Part => ({
  name: "web",
  args: [nextBin, "dev", "--port", String(port), "--hostname", "127.0.0.1"],
  cwd: webDir,
  env,
  readyUrl: `http://127.0.0.1:${port}/awd`,
});

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

export interface ReadyWait {
  /** Gives up after this long, even though the process still runs (a stuck start). */
  timeoutMs: number;
  /** Says it is still waiting this often, with the machine's load. */
  noticeEveryMs: number;
  notice(line: string): void;
}

// A first start builds and migrates on a machine that may be busy: a slow part gets time and a line
// every half minute saying what is awaited, and only a dead process or a stuck quarter of an hour
// stops the stack.
const readyWait: ReadyWait = { timeoutMs: 15 * 60_000, noticeEveryMs: 30_000, notice: (line) => console.log(line) };

/** Resolves when url answers below 500; rejects when the child ends first, or after timeoutMs. */
export async function waitForUrl(url: string, child: ChildProcess, wait: ReadyWait = readyWait): Promise<void> {
  const started = Date.now();
  let nextNotice = started + wait.noticeEveryMs;
  while (Date.now() - started < wait.timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process ended (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet, or too busy to answer within 10 s
    }
    if (Date.now() >= nextNotice) {
      nextNotice += wait.noticeEveryMs;
      const load = loadavg()[0]?.toFixed(1);
      wait.notice(`still waiting for ${url} (${Math.round((Date.now() - started) / 1000)} s; machine load ${load})`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${wait.timeoutMs / 1000} s, though its process still runs`);
}

export interface RunningStack {
  siteUrl: string;
  /** Stops every part for good; none is restarted after this. */
  stop(): Promise<void>;
}

/** One supervised process of a stack; it is up when readyUrl answers below 500. */
export interface Part {
  name: string;
  /** node's arguments, or command's when one is given. */
  args: string[];
  command?: string;
  cwd?: string;
  env: NodeJS.ProcessEnv;
  readyUrl: string;
}

/** Parts started together, or a step (a build) run between them. */
export type Stage = Part[] | (() => Promise<void>);

/**
 * Starts the stages in order, each part in its own process group, so that stopping the stack ends
 * every process they started and leaves no orphan; a stage's parts must answer before the next
 * stage starts. A part that fails to come up stops the stack; one that dies later is restarted
 * (supervise). An abort of `shutdown` while the stack is starting stops the parts already started,
 * and the start fails.
 */
export async function startParts(stages: Stage[], shutdown?: AbortSignal): Promise<Pick<RunningStack, "stop">> {
  const parts: SupervisedProcess[] = [];
  const launch = ({ name, command = process.execPath, args, cwd = repoRoot, env }: Part) => {
    if (shutdown?.aborted) throw new Error(`stopped before ${name} was started`);
    const part = supervise(name, () => spawn(command, args, { cwd, env, stdio: "inherit", detached: true }));
    parts.push(part);
    return part.child;
  };
  const stop = async () => {
    await Promise.all(parts.map((part) => part.stop()));
  };
  const stopWhileStarting = () => void stop();
  shutdown?.addEventListener("abort", stopWhileStarting, { once: true });
  try {
    for (const stage of stages) {
      if (typeof stage === "function") await stage();
      else {
        const children = stage.map(launch);
        await Promise.all(stage.map((part, i) => waitForUrl(part.readyUrl, children[i] as ChildProcess)));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    shutdown?.removeEventListener("abort", stopWhileStarting);
  }
  return { stop };
}

/**
 * node's arguments to run a TypeScript entry point; under watch, tsx runs it again whenever a file it
 * imports changes (and leaves the other parts' lines on the terminal).
 */
const typescriptEntry = (entry: string, watch: boolean) =>
  watch ? [tsxCli, "watch", "--clear-screen=false", entry] : ["--import", "tsx", entry];

/** The API's process; it migrates and imports the content before it answers. */
export const apiPart = (name: string, port: number, env: NodeJS.ProcessEnv, watch = false): Part => ({
  name,
  args: typescriptEntry("apps/api/src/server.ts", watch),
  env: { ...env, API_PORT: String(port) },
  readyUrl: `http://127.0.0.1:${port}/series`,
});

export const idpPart = (port: number, env: NodeJS.ProcessEnv, watch = false): Part => ({
  name: "idp",
  args: typescriptEntry("apps/idp/src/server.ts", watch),
  env,
  readyUrl: `http://127.0.0.1:${port}/.well-known/openid-configuration`,
});

/**
 * npm start's stack: api and idp, then (after beforeWeb, where a stale web app is built while the
 * API can answer the pages it prerenders) the web.
 */
export async function startStack(
  ports: StackPorts,
  env: NodeJS.ProcessEnv,
  beforeWeb: () => Promise<void> = async () => {},
  shutdown?: AbortSignal,
): Promise<RunningStack> {
  const { stop } = await startParts(
    [[apiPart("api", ports.api, env), idpPart(ports.idp, env)], beforeWeb, [webPart("web", ports.web, env)]],
    shutdown,
  );
  return { siteUrl: `http://localhost:${ports.web}/awd/`, stop };
}

/**
 * npm run dev's stack: npm start's parts with the same environment, api and idp under watch and the site
 * under `next dev`, all started at once (the site asks the API for a page's data only when it is asked
 * for the page).
 */
export async function startDevStack(
  ports: StackPorts,
  env: NodeJS.ProcessEnv,
  shutdown?: AbortSignal,
): Promise<RunningStack> {
  const parts = [apiPart("api", ports.api, env, true), idpPart(ports.idp, env, true), webDevPart(ports.web, env)];
  const { stop } = await startParts([parts], shutdown);
  return { siteUrl: `http://localhost:${ports.web}/awd/`, stop };
}

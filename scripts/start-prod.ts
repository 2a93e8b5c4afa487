import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { configOrExit, isProductionLike } from "@awd/core/deployment";
import { siteRevalidationFromEnv } from "@awd/db/site-revalidation";
import { type FrontPlan, frontPart, readFrontTemplate } from "./lib/front.ts";
import { startPrivatePostgres } from "./lib/postgres.ts";
import {
  apiPart,
  buildWeb,
  busyPorts,
  freePort,
  idpPart,
  portsFromEnv,
  portsInUse,
  repoRoot,
  type StackPorts,
  stackEnv,
  startParts,
  webBuildIsStale,
  webPart,
  webStaticDir,
} from "./lib/stack.ts";

// npm run start:prod: the production topology on one machine. nginx in front (deploy/nginx.conf),
// caching pages and the API's shared reads; two web processes (Next.js standalone) and two API
// processes behind it, on PostgreSQL (DATABASE_URL, or a private cluster of its own). The site is
// where npm start serves it: WEB_PORT (the front), API_PORT (the front's API door), IDP_PORT.

const webCount = 2;
const apiCount = 2;

function plan() {
  const ports = portsFromEnv();
  const internal = {
    web: Array.from({ length: webCount }, (_, i) => ports.web + 10 + i),
    api: Array.from({ length: apiCount }, (_, i) => ports.web + 20 + i),
    apiDoor: ports.web + 19,
  };
  // PostgreSQL refuses to run as root and its user cannot enter .data (0700): a root caller keeps
  // the stack's files under /var/tmp instead.
  const dir = process.getuid?.() === 0 ? `/var/tmp/awd-prod-${ports.web}` : join(repoRoot, `.data/prod-${ports.web}`);
  const site = siteRevalidationFromEnv(process.env, isProductionLike(process.env));
  return { ports, internal, dir, revalidateSecret: site.secret };
}

async function main(): Promise<number> {
  const { ports, internal, dir, revalidateSecret } = configOrExit("start:prod", plan);
  const busy = await busyPorts(ports);
  const busyInternal = await portsInUse([...internal.web, internal.apiDoor, ...internal.api]);
  for (const port of busyInternal)
    busy.push(`Port ${port} is already in use: start:prod runs its processes on WEB_PORT + 10 to WEB_PORT + 21.`);
  if (busy.length > 0) {
    for (const line of busy) console.error(line);
    return 1;
  }
  mkdirSync(dir, { recursive: true, mode: 0o755 });

  const postgres = process.env.DATABASE_URL ? undefined : startPrivatePostgres(join(dir, "postgres"), await freePort());
  if (postgres) console.log(`PostgreSQL (private cluster in ${join(dir, "postgres")}) at ${postgres.url}`);
  try {
    return await runStack(
      ports,
      internal,
      dir,
      revalidateSecret,
      process.env.DATABASE_URL || (postgres?.url as string),
    );
  } finally {
    postgres?.stop();
  }
}

async function runStack(
  ports: StackPorts,
  internal: { web: number[]; api: number[]; apiDoor: number },
  dir: string,
  revalidateSecret: string,
  databaseUrl: string,
): Promise<number> {
  const apiDoor = `http://127.0.0.1:${internal.apiDoor}`;
  const env = {
    ...stackEnv(ports),
    DATABASE_URL: databaseUrl,
    READ_API_URL: apiDoor,
    STATIC_URL: `${apiDoor}/static`,
    ACCOUNTS_API_URL: apiDoor,
    TRUSTED_PROXIES: "127.0.0.1",
    WEB_PROCESS_URLS: internal.web.map((port) => `http://127.0.0.1:${port}`).join(","),
    FRONT_URL: `http://127.0.0.1:${ports.web}`,
  };
  // What an operator's command (content:import, desk, report) needs to reach this stack.
  const operatorEnv = join(dir, "operator.env");
  writeFileSync(
    operatorEnv,
    ["DATABASE_URL", "ACCOUNTS_API_URL", "WEB_PORT"]
      .map((name) => `${name}=${env[name as keyof typeof env]}\n`)
      .join(""),
    { mode: 0o600 },
  );
  const front: FrontPlan = {
    runDir: join(dir, "front"),
    listenAddress: process.env.FRONT_ADDRESS || "127.0.0.1",
    sitePort: ports.web,
    apiPort: ports.api,
    apiInternalPort: internal.apiDoor,
    webPorts: internal.web,
    apiPorts: internal.api,
    webStaticDir,
    imagesDir: join(repoRoot, "content/media/images"),
    revalidateSecret,
  };

  const shutdown = new AbortController();
  const stopRequested = new Promise<string>((done) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.once(signal, () => {
        shutdown.abort();
        done(`received ${signal}`);
      });
  });
  const stack = await startParts(
    [
      // The API processes take turns for the start-up writes: one migrates and imports, the others find it done.
      [...internal.api.map((port, i) => apiPart(`api-${i + 1}`, port, env)), idpPart(ports.idp, env)],
      async () => {
        if (!webBuildIsStale(env)) return;
        console.log("Building the web app…");
        // The front is not up yet: the build reads the first API process itself.
        const firstApi = `http://127.0.0.1:${internal.api[0]}`;
        await buildWeb({ ...env, READ_API_URL: firstApi, STATIC_URL: `${firstApi}/static` }, shutdown.signal);
      },
      internal.web.map((port, i) => webPart(`web-${i + 1}`, port, env)),
      // The door opens last, onto processes that are all up.
      [frontPart(readFrontTemplate(repoRoot), front, env)],
    ],
    shutdown.signal,
  ).catch((error: Error) => {
    if (shutdown.signal.aborted) return undefined;
    throw error;
  });
  if (stack)
    console.log(
      `\nAWD (production topology) is running at http://localhost:${ports.web}/awd/  (Ctrl-C to stop)\n` +
        `  front: nginx on ${ports.web} (site) and ${ports.api} (API), config ${join(front.runDir, "nginx.conf")}\n` +
        `  web processes on ${internal.web.join(", ")}; API processes on ${internal.api.join(", ")}\n` +
        `  an operator's commands reach it with: set -a; . ${operatorEnv}; set +a\n`,
    );
  const reason = await stopRequested;
  console.log(`Stopping AWD (${reason})…`);
  await stack?.stop();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`start:prod failed: ${error.message}`);
    process.exit(1);
  },
);

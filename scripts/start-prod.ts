import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isProductionLike, localUrls, type StackPorts } from "@awd/core/deployment";
import { startPrivatePostgres } from "@awd/db/private-postgres";
import { siteRevalidationFromEnv } from "@awd/db/site-revalidation";
import { type FrontPlan, frontPart, readFrontTemplate, realIpFromEnv } from "./lib/front.ts";
import {
  apiPart,
  buildWeb,
  freePort,
  idpPart,
  portsInUse,
  productionStackDir,
  type RunningStack,
  repoRoot,
  startParts,
  webBuildIsStale,
  webPart,
  webStaticDir,
} from "./lib/stack.ts";
import { runStackCommand } from "./lib/stack-command.ts";

// npm run start:prod: the production topology on one machine. nginx in front (deploy/nginx.conf),
// caching pages and the API's shared reads; two web processes (Next.js standalone) and two API
// processes behind it, on PostgreSQL (DATABASE_URL, or a private cluster of its own). The site is
// where npm start serves it: WEB_PORT (the front), API_PORT (the front's API door), IDP_PORT.

const webCount = 2;
const apiCount = 2;

/** The processes behind the front: WEB_PORT + 10… for the web, + 19 the API's door, + 20… the API. */
const internalPorts = (ports: StackPorts) => ({
  web: Array.from({ length: webCount }, (_, i) => ports.web + 10 + i),
  api: Array.from({ length: apiCount }, (_, i) => ports.web + 20 + i),
  apiDoor: ports.web + 19,
});

runStackCommand("start:prod", async (ports, stackEnv, shutdown) => {
  const internal = internalPorts(ports);
  const busy = await portsInUse([...internal.web, internal.apiDoor, ...internal.api]);
  if (busy.length > 0)
    throw new Error(
      `port(s) ${busy.join(", ")} already in use: start:prod runs its processes on WEB_PORT + 10 to + 21`,
    );
  const { secret: revalidateSecret } = siteRevalidationFromEnv(stackEnv, isProductionLike(stackEnv));
  const dir = productionStackDir(ports.web);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const postgres = stackEnv.DATABASE_URL ? undefined : startPrivatePostgres(join(dir, "postgres"), await freePort());
  if (postgres) console.log(`PostgreSQL (private cluster in ${join(dir, "postgres")}) at ${postgres.url}`);

  const apiDoor = `http://127.0.0.1:${internal.apiDoor}`;
  const env: NodeJS.ProcessEnv = {
    ...stackEnv,
    DATABASE_URL: stackEnv.DATABASE_URL || postgres?.url,
    READ_API_URL: apiDoor,
    STATIC_URL: `${apiDoor}/static`,
    ACCOUNTS_API_URL: apiDoor,
    TRUSTED_PROXIES: "127.0.0.1",
    // The addresses the API writes into what leaves the machine (feed and episode URLs, signed file
    // redirects, partners' snippets) are the front's, never one process's port.
    API_PUBLIC_URL: stackEnv.API_PUBLIC_URL || localUrls(ports).browserApi,
    // Public files (a free article's audio, the print edition's cover on the home page) may be kept an
    // hour, by the front too: unset, every home view asked an API process for the cover.
    STATIC_MAX_AGE: stackEnv.STATIC_MAX_AGE || "3600",
    WEB_PROCESS_URLS: internal.web.map((port) => `http://127.0.0.1:${port}`).join(","),
    FRONT_URL: `http://127.0.0.1:${ports.web}`,
  };
  // What an operator's command (content:import, desk, report) needs to reach this stack.
  const operatorEnv = join(dir, "operator.env");
  writeFileSync(
    operatorEnv,
    (["DATABASE_URL", "ACCOUNTS_API_URL", "WEB_PORT"] as const).map((name) => `${name}=${env[name]}\n`).join(""),
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
    realIp: realIpFromEnv(process.env),
  };
  const stack = await startParts(
    [
      // The API processes take turns for the start-up writes: one migrates and imports, the others find it done.
      [...internal.api.map((port, i) => apiPart(`api-${i + 1}`, port, env)), idpPart(ports.idp, env)],
      async () => {
        if (!webBuildIsStale(env)) return;
        console.log("Building the web app…");
        // The front is not up yet: the build reads the first API process itself.
        const firstApi = `http://127.0.0.1:${internal.api[0]}`;
        await buildWeb({ ...env, READ_API_URL: firstApi, STATIC_URL: `${firstApi}/static` }, shutdown);
      },
      internal.web.map((port, i) => webPart(`web-${i + 1}`, port, env)),
      // The door opens last, onto processes that are all up.
      [frontPart(readFrontTemplate(repoRoot), front, env)],
    ],
    shutdown,
  ).catch((error: Error) => {
    postgres?.stop();
    throw error;
  });
  console.log(
    `\nThe production topology: nginx on ${ports.web} (site) and ${ports.api} (API), config ${join(front.runDir, "nginx.conf")};\n` +
      `web processes on ${internal.web.join(", ")}; API processes on ${internal.api.join(", ")}.\n` +
      `An operator's commands reach it with: set -a; . ${operatorEnv}; set +a`,
  );
  const running: RunningStack = {
    siteUrl: `http://localhost:${ports.web}/awd/`,
    stop: async () => {
      await stack.stop();
      postgres?.stop();
    },
  };
  return running;
});

import { configOrExit } from "@awd/core/deployment";
import { loadConfig } from "./config.ts";
import { routeLibraryNotices } from "./library-notices.ts";
import { createLogger } from "./log.ts";

// The development identity provider, as `npm start` runs it: `node --import tsx apps/idp/src/server.ts`.
const config = configOrExit("idp", () => loadConfig());
const log = createLogger(config.logLevel);
routeLibraryNotices(log);
// Imported after the notices are routed: oidc-provider prints some while it loads.
const { startIdp } = await import("./idp.ts");

try {
  const idp = await startIdp(config, log);
  log.info({ issuer: idp.issuer, url: idp.url, web_origins: config.webOrigins }, "idp listening");

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "idp stopping");
    idp.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ error: String(error) }, "idp did not stop cleanly");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
} catch (error) {
  log.error(
    {
      error: String(error),
      stack_trace: error instanceof Error ? error.stack : undefined,
    },
    "idp could not start",
  );
  process.exit(1);
}

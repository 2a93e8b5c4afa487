import { configOrExit } from "@awd/core/deployment";
import { openDatabase } from "@awd/db/client";
import { describeProblem, importContentDir } from "@awd/db/content/import-content-dir";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { remoteTokenVerification } from "./auth.ts";
import { apiConfigFromEnv } from "./config.ts";
import { DatabaseOutage } from "./database-outage.ts";
import { createLogger } from "./logger.ts";
import { demoPartner, removeDemoData, seedDemoData } from "./services/demo-accounts.ts";
import { startDailyUpkeep } from "./services/event-retention.ts";
import { seedRemoteConfigDefaults } from "./services/remote-config.ts";
import { SharedReadCache } from "./shared-read-cache.ts";
import { staticSigner } from "./static-signing.ts";
import { RightSessions } from "./visitor-caches.ts";

const config = configOrExit("api", () => apiConfigFromEnv());
const logger = createLogger(config.logLevel);
const database = await openDatabase(config.database);
// Several API processes may start at once on one PostgreSQL: one at a time migrates and imports.
await database.withStartLock(async () => {
  await database.migrate();
  // The import is idempotent: on a second start it finds every article unchanged and writes nothing.
  const { problems, ...counts } = await importContentDir(database.db, config.contentDir);
  for (const problem of problems) logger.warn(`content not imported: ${describeProblem(problem)}`);
  logger.info({ ...counts, database: database.kind }, "content imported");

  if (config.seedDemoData) await seedDemoData(database.db, Date.now());
  else await removeDemoDataAndLog();
  // The default surveys and display phase, unless the operator has set them (npm run desk -- config).
  await seedRemoteConfigDefaults(database.db, new Date());
});
startDailyUpkeep(database.db, config.eventRetentionDays, logger);

const signer = staticSigner(config.staticUrlSecret, config.staticUrlTtlSeconds * 1000);
const tokens = remoteTokenVerification(config.idpIssuer, config.apiAudience);
const sharedReads = new SharedReadCache();
// An import or the desk announces its change: the next read finds it, not an answer kept from before.
await database.onSharedDataChange(() => sharedReads.clear());
// The desk, a code or any process changes an account: its right is read again on its next request.
const rights = new RightSessions();
await database.onAccountChange((subject) => (subject ? rights.forget(subject) : rights.clear()));
// A database that went away is logged once; its first new connection says it is back.
const databaseOutage = new DatabaseOutage();
database.onConnect(() => databaseOutage.connected(logger));
const app = createApp({ db: database.db, logger, config, signer, tokens, sharedReads, rights, databaseOutage });
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) =>
  logger.info({ url: `http://${config.host}:${info.port}/` }, "api listening"),
);

/** A production-like API holds no demo data: a database once started in demo mode is cleaned. */
async function removeDemoDataAndLog() {
  const removed = await removeDemoData(database.db);
  if (removed.accounts.length > 0 || removed.previewCodes.length > 0 || removed.partner)
    logger.warn(
      {
        accounts: removed.accounts,
        subscriptions: removed.subscriptions,
        preview_code_months: removed.previewCodes,
        partner: removed.partner ? demoPartner.referrer : undefined,
      },
      "demo data removed (production-like: AWD_DEMO=off or NODE_ENV=production)",
    );
}

function shutdown() {
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);

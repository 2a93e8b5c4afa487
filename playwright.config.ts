import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/support/chromium.ts";
import { e2ePorts as ports, productionTopology, siteUrl } from "./e2e/support/stack.ts";

// The end-to-end run starts the whole stack, as `npm start` does, on its own ports and its own
// embedded database, so it neither meets a developer's running site nor their data. With
// E2E_TOPOLOGY=production it starts `npm run start:prod` (its own private PostgreSQL cluster) and runs
// the journeys of reading, signing in to a paid article and searching, and the front's own.
const productionJourneys = [
  "anonymous.spec.ts",
  "digital.spec.ts",
  "search.spec.ts",
  "front.spec.ts",
  "attack.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  ...(productionTopology ? { testMatch: productionJourneys } : { testIgnore: ["front.spec.ts"] }),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [
    ["list"],
    ["json", { outputFile: `.data/test-results/${productionTopology ? "e2e-production" : "e2e"}.json` }],
  ],
  use: {
    baseURL: siteUrl,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "retain-on-failure",
    // The journeys watch and route the page's own requests, which a service worker would answer in
    // their place: only the offline journeys (offline.spec.ts) let the site's worker run.
    serviceWorkers: "block",
  },
  webServer: {
    command: `node --import tsx scripts/${productionTopology ? "start-prod" : "start"}.ts`,
    url: siteUrl,
    reuseExistingServer: false,
    timeout: 420_000,
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      WEB_PORT: String(ports.web),
      API_PORT: String(ports.api),
      IDP_PORT: String(ports.idp),
      // A database of each run's own: two runs on other port bases may share a machine.
      PGLITE_DIR: ports.web === 3300 ? ".data/e2e/pglite" : `.data/e2e/pglite-${ports.web}`,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  },
});

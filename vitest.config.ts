import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Integration tests (*.int.test.ts) run once per database: always on embedded PGlite and, when
// DATABASE_URL is set, again on that PostgreSQL server.
const integration = (name: string, db: string) => ({
  test: {
    name: `integration:${name}`,
    include: ["apps/*/src/**/*.int.test.ts", "packages/*/src/**/*.int.test.ts"],
    env: { AWD_TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

// The web app's "@/…" imports (apps/web/tsconfig.json's paths), for its modules under test.
const webAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL("./apps/web/src/", import.meta.url)) }];

// scripts/dev.test.ts boots a whole dev stack (Next.js, the API, the sign-in stand-in) and edits a
// source file: a suite of its own, which npm test runs and npm run test:unit does not.
const devStackTests = ["scripts/dev.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: webAlias },
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**", ...devStackTests],
        },
      },
      // React components of the web app, rendered in happy-dom (CONTRIBUTING.md#component-tests).
      {
        resolve: { alias: webAlias },
        test: {
          name: "components",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/testing/setup-components.ts"],
          unstubGlobals: true,
        },
      },
      { test: { name: "dev-stack", include: devStackTests, testTimeout: 120_000 } },
      integration("pglite", "pglite"),
      ...(process.env.DATABASE_URL ? [integration("postgres", "postgres")] : []),
    ],
    coverage: {
      provider: "v8",
      include: ["packages/core/src/**/*.ts"],
      exclude: ["**/*.test.ts"],
      reporter: ["text-summary"],
      thresholds: { lines: 95 },
    },
  },
});

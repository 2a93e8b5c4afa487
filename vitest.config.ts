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

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
        },
      },
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

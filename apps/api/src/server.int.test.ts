import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { developmentDefaults } from "@awd/core/deployment";
import { openDatabase } from "@awd/db/client";
import { afterAll, describe, expect, it } from "vitest";
import { startApiProcess } from "./api-process.ts";
import { demoPassword, seedDemoData } from "./services/demo-accounts.ts";

// The API process as an operator starts it: the attack was a production API started with the
// development INTERNAL_API_SECRET, through which anyone signed up and made themselves a corporate ID.
// One port per integration project: with DATABASE_URL set, two projects run this file at once.
const port = process.env.AWD_TEST_DB === "postgres" ? 3518 : 3517;
const dataDir = mkdtempSync(join(tmpdir(), "awd-api-start-"));
const contentDir = mkdtempSync(join(tmpdir(), "awd-api-content-"));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(contentDir, { recursive: true, force: true });
});

const ownSecrets = {
  STATIC_URL_SECRET: "s".repeat(40),
  INTERNAL_API_SECRET: "i".repeat(40),
  REVALIDATE_SECRET: "r".repeat(40),
};
const { STATIC_URL_SECRET: devStatic, INTERNAL_API_SECRET: devInternal } = developmentDefaults.secrets;

const startApi = (env: Record<string, string>) =>
  startApiProcess({ API_PORT: String(port), PGLITE_DIR: join(dataDir, "pglite"), CONTENT_DIR: contentDir, ...env });

describe("a production-like API start", () => {
  it.each<[string, Record<string, string>, string]>([
    ["NODE_ENV=production, no secrets", { NODE_ENV: "production" }, "STATIC_URL_SECRET is not set"],
    [
      "NODE_ENV=production, the development secrets",
      { NODE_ENV: "production", STATIC_URL_SECRET: devStatic, INTERNAL_API_SECRET: devInternal },
      "STATIC_URL_SECRET is a development value",
    ],
    [
      "AWD_DEMO=off, the development internal secret",
      { AWD_DEMO: "off", STATIC_URL_SECRET: ownSecrets.STATIC_URL_SECRET, INTERNAL_API_SECRET: devInternal },
      "INTERNAL_API_SECRET is a development value",
    ],
    [
      "AWD_DEMO=off, secrets of its own but no public address",
      { AWD_DEMO: "off", ...ownSecrets },
      "API_PUBLIC_URL is not set",
    ],
    [
      "AWD_DEMO=off, a short internal secret",
      { AWD_DEMO: "off", STATIC_URL_SECRET: ownSecrets.STATIC_URL_SECRET, INTERNAL_API_SECRET: "hunter2" },
      "INTERNAL_API_SECRET is too short",
    ],
  ])("%s: refuses to start, with one line naming the variable", async (_, env, problem) => {
    const { output, exited } = startApi(env);
    expect(await exited).toBe(1);
    const lines = output.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^api: ${problem}`));
    expect(output.stderr).not.toContain("hunter2");
    expect(output.stdout).not.toContain("api listening");
  });

  it("with secrets of its own: starts, removes the demo data a demo start left, says so, and lets no demo account in", async () => {
    const seeded = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    await seeded.migrate();
    await seedDemoData(seeded.db, Date.now());
    await seeded.close();

    const api = startApi({ AWD_DEMO: "off", ...ownSecrets, API_PUBLIC_URL: `http://localhost:${port}` });
    const { output } = api;
    try {
      await api.listening();
      expect(output.stdout).toMatch(/"demo data removed/);
      const signIn = (secret: string) =>
        fetch(`http://127.0.0.1:${port}/internal/accounts/sign-in`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-internal-secret": secret },
          body: JSON.stringify({ email: "corporate@awd.example", password: demoPassword }),
        });
      expect((await signIn(devInternal)).status).toBe(404);
      expect((await signIn(ownSecrets.INTERNAL_API_SECRET)).status).toBe(401);
    } finally {
      await api.stop();
    }
  });
});

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { developmentDefaults } from "@awd/core/deployment";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Starts the provider as npm start does; one that wrongly starts is stopped after a few seconds. */
const startIdp = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", "apps/idp/src/server.ts"], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, IDP_PORT: process.env.AWD_TEST_DB === "postgres" ? "3520" : "3519", ...env },
    encoding: "utf8",
    timeout: 15_000,
  });

describe("a production-like identity provider start", () => {
  it.each<[string, Record<string, string>, string]>([
    ["NODE_ENV=production, no secret", { NODE_ENV: "production" }, "INTERNAL_API_SECRET is not set"],
    [
      "AWD_DEMO=off, the development secret",
      { AWD_DEMO: "off", INTERNAL_API_SECRET: developmentDefaults.secrets.INTERNAL_API_SECRET },
      "INTERNAL_API_SECRET is a development value",
    ],
  ])("%s: refuses to start, with one line naming the variable", (_, env, problem) => {
    const { status, stderr, stdout } = startIdp(env);
    expect(status).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(new RegExp(`^idp: ${problem}: `))]);
    expect(stdout).not.toContain("idp listening");
  });
});

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = resolve(fileURLToPath(import.meta.url), "../../../..");

describe("the desk and the report in a production-like deployment", () => {
  it.each([
    ["desk", "apps/api/src/desk/cli.ts"],
    ["report", "apps/api/src/report/cli.ts"],
  ])("%s refuses to run without an INTERNAL_API_SECRET of its own, in one line", (name, script) => {
    const { status, stderr } = spawnSync(process.execPath, ["--import", "tsx", script, "events"], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, AWD_DEMO: "off", API_PORT: "3522" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(status).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      expect.stringMatching(new RegExp(`^${name}: INTERNAL_API_SECRET is not set: `)),
    ]);
  });
});

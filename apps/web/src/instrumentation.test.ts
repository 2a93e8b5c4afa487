import { developmentDefaults } from "@awd/core/deployment";
import { afterEach, describe, expect, it, vi } from "vitest";

const ownSecret = "r".repeat(40);

describe("the web server's start (instrumentation) and build (modules)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  const start = async (env: Record<string, string>) => {
    for (const [name, value] of Object.entries({ REVALIDATE_SECRET: "", AWD_DEMO: "", ...env }))
      vi.stubEnv(name, value);
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { register } = await import("./instrumentation");
    await register();
    return { exitCodes: exit.mock.calls.map(([code]) => code), lines: error.mock.calls.map(([line]) => line) };
  };

  it("a production-like server start with the development secret stops with one line naming it", async () => {
    expect(
      await start({
        NEXT_RUNTIME: "nodejs",
        NODE_ENV: "production",
        REVALIDATE_SECRET: developmentDefaults.secrets.REVALIDATE_SECRET,
      }),
    ).toEqual({
      exitCodes: [1],
      lines: [expect.stringMatching(/^web: REVALIDATE_SECRET is a development value: /)],
    });
  });

  it.each<Record<string, string>>([
    { NEXT_RUNTIME: "nodejs", NODE_ENV: "production", AWD_DEMO: "on" },
    { NEXT_RUNTIME: "nodejs", NODE_ENV: "production", REVALIDATE_SECRET: ownSecret },
    // The edge runtime has no process to stop; the Node.js server checks for both.
    { NEXT_RUNTIME: "edge", NODE_ENV: "production" },
  ])("%j starts", async (env) => {
    expect(await start(env)).toEqual({ exitCodes: [], lines: [] });
  });

  it("the build loads the server's modules with no secret set", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("REVALIDATE_SECRET", "");
    const env = await import("./lib/env");
    expect(env.revalidateSecret).toBe(developmentDefaults.secrets.REVALIDATE_SECRET);
  });
});

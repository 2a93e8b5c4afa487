import { ConfigError, developmentDefaults } from "@awd/core/deployment";
import { describe, expect, it } from "vitest";
import { webServerConfigFromEnv } from "./web-server-config";

const ownSecret = "r".repeat(40);

describe("webServerConfigFromEnv", () => {
  it("reads the API on its loopback port, with the development secret, when nothing is set", () => {
    expect(webServerConfigFromEnv({})).toEqual({
      readApiUrl: "http://127.0.0.1:3001",
      staticUrl: "http://127.0.0.1:3001/static",
      revalidateSecret: developmentDefaults.secrets.REVALIDATE_SECRET,
      popularContentIds: developmentDefaults.popularContentIds.split(","),
      webProcessUrls: [],
      frontUrl: undefined,
    });
  });

  it("reads what the stack gives it", () => {
    expect(
      webServerConfigFromEnv({
        READ_API_URL: "http://api.internal:8080",
        STATIC_URL: "https://static.awd.example",
        POPULAR_CONTENT_IDS: "12, 34",
        WEB_PROCESS_URLS: "http://127.0.0.1:3010, http://127.0.0.1:3011",
        FRONT_URL: "http://127.0.0.1:3000",
        AWD_DEMO: "on",
        NODE_ENV: "production",
      }),
    ).toEqual({
      readApiUrl: "http://api.internal:8080",
      staticUrl: "https://static.awd.example",
      revalidateSecret: developmentDefaults.secrets.REVALIDATE_SECRET,
      popularContentIds: ["12", "34"],
      webProcessUrls: ["http://127.0.0.1:3010", "http://127.0.0.1:3011"],
      frontUrl: "http://127.0.0.1:3000",
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ NODE_ENV: "production" }, "REVALIDATE_SECRET is not set"],
    [
      { AWD_DEMO: "off", REVALIDATE_SECRET: developmentDefaults.secrets.REVALIDATE_SECRET },
      "REVALIDATE_SECRET is a development value",
    ],
    [{ AWD_DEMO: "off", REVALIDATE_SECRET: "short" }, "REVALIDATE_SECRET is too short (5 characters)"],
    [{ READ_API_URL: "127.0.0.1:3001" }, 'READ_API_URL must be an absolute URL, got "127.0.0.1:3001"'],
    [{ POPULAR_CONTENT_IDS: "105,abc" }, 'POPULAR_CONTENT_IDS must be article ids separated by commas, got "105,abc"'],
    [
      { WEB_PROCESS_URLS: "http://127.0.0.1:3010,127.0.0.1:3011" },
      'WEB_PROCESS_URLS must be http(s) URLs separated by commas, got "http://127.0.0.1:3010,127.0.0.1:3011"',
    ],
    [{ FRONT_URL: "front" }, 'FRONT_URL must be an absolute URL, got "front"'],
  ])("refuses %j with one line: %s", (env, problem) => {
    expect(() => webServerConfigFromEnv(env)).toThrow(ConfigError);
    expect(() => webServerConfigFromEnv(env)).toThrow(problem);
  });

  it("production-like, takes a secret of its own", () => {
    expect(webServerConfigFromEnv({ NODE_ENV: "production", REVALIDATE_SECRET: ownSecret }).revalidateSecret).toBe(
      ownSecret,
    );
  });
});

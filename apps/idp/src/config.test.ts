import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, developmentDefaults } from "@awd/core/deployment";
import { describe, expect, it } from "vitest";
import { loadConfig, logoutUrisFor, redirectUrisFor } from "./config.ts";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const ownSecret = "a-secret-of-this-deployment-only-0123456789";

describe("loadConfig", () => {
  it("defaults to the stack's ports, the API's audience and .data/idp at the repo root", () => {
    expect(loadConfig({})).toEqual({
      port: 3002,
      host: "127.0.0.1",
      issuer: undefined,
      webOrigins: ["http://localhost:3000"],
      clientId: "awd-web",
      apiAudience: "https://api.awd.local/",
      accountsApiUrl: "http://127.0.0.1:3001",
      internalSecret: "awd-development-internal-secret",
      dataDir: join(repoRoot, ".data/idp"),
      showDemoAccounts: true,
      logLevel: "info",
    });
  });

  it("reads the environment the stack and the e2e run give it", () => {
    const config = loadConfig({
      IDP_PORT: "3302",
      API_PORT: "3301",
      WEB_ORIGIN: "http://localhost:3000/",
      WEB_ORIGINS: "http://localhost:3300, http://localhost:3000",
      AUTH0_CLIENT_ID: "spa",
      API_AUDIENCE: "https://api.example/",
      INTERNAL_API_SECRET: ownSecret,
      IDP_DATA_DIR: "/var/lib/idp",
      NODE_ENV: "production",
      LOG_LEVEL: "WARN",
    });
    expect(config).toMatchObject({
      port: 3302,
      webOrigins: ["http://localhost:3000", "http://localhost:3300"],
      clientId: "spa",
      apiAudience: "https://api.example/",
      accountsApiUrl: "http://127.0.0.1:3301",
      internalSecret: ownSecret,
      dataDir: "/var/lib/idp",
      showDemoAccounts: false,
      logLevel: "warn",
    });
    expect(loadConfig({ ACCOUNTS_API_URL: "http://api.internal:8080/" }).accountsApiUrl).toBe(
      "http://api.internal:8080",
    );
  });

  it.each<[Record<string, string>, string]>([
    [{ IDP_PORT: "http" }, 'IDP_PORT must be a port number (0-65535), got "http"'],
    [{ WEB_ORIGIN: "web.example" }, 'WEB_ORIGIN must be an absolute URL, got "web.example"'],
    [{ LOG_LEVEL: "loud" }, 'LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"'],
    [{ AWD_DEMO: "maybe" }, 'AWD_DEMO must be "on" or "off", got "maybe"'],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it.each<[Record<string, string>, string]>([
    [{ NODE_ENV: "production" }, "INTERNAL_API_SECRET is not set"],
    [{ AWD_DEMO: "off" }, "INTERNAL_API_SECRET is not set"],
    [
      { NODE_ENV: "production", INTERNAL_API_SECRET: developmentDefaults.secrets.INTERNAL_API_SECRET },
      "INTERNAL_API_SECRET is a development value",
    ],
    [{ AWD_DEMO: "off", INTERNAL_API_SECRET: "short" }, "INTERNAL_API_SECRET is too short (5 characters)"],
  ])("production-like, %j is refused: %s", (env, problem) => {
    expect(() => loadConfig(env)).toThrow(`${problem}: a production-like deployment`);
  });

  it.each<[Record<string, string>, boolean]>([
    [{}, true],
    // npm start's `next start` runs with NODE_ENV=production and AWD_DEMO=on: still the demo.
    [{ NODE_ENV: "production", AWD_DEMO: "on" }, true],
    [{ NODE_ENV: "production", INTERNAL_API_SECRET: ownSecret }, false],
    [{ AWD_DEMO: "off", INTERNAL_API_SECRET: ownSecret }, false],
  ])("%j shows the demo accounts: %s", (env, shown) => {
    expect(loadConfig(env).showDemoAccounts).toBe(shown);
  });

  it("registers both callback routes, the SDK's default redirect and the site root for logout", () => {
    expect(redirectUrisFor("http://localhost:3300")).toEqual([
      "http://localhost:3300/awd/login/callback",
      "http://localhost:3300/login/callback",
      "http://localhost:3300/awd/",
    ]);
    expect(logoutUrisFor("http://localhost:3300")).toEqual(["http://localhost:3300/awd/", "http://localhost:3300/awd"]);
  });
});

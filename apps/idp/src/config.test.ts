import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig, logoutUrisFor, redirectUrisFor } from "./config.ts";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

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
      INTERNAL_API_SECRET: "s",
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
      internalSecret: "s",
      dataDir: "/var/lib/idp",
      showDemoAccounts: false,
      logLevel: "warn",
    });
    expect(loadConfig({ ACCOUNTS_API_URL: "http://api.internal:8080/" }).accountsApiUrl).toBe(
      "http://api.internal:8080",
    );
  });

  it("refuses a port that is not one", () => {
    expect(() => loadConfig({ IDP_PORT: "http" })).toThrow(/IDP_PORT must be a port number/);
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

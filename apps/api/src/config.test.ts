import { ConfigError, developmentDefaults } from "@awd/core/deployment";
import { describe, expect, it } from "vitest";
import { apiConfigFromEnv, deskConfigFromEnv, operatorCliConfigFromEnv } from "./config.ts";

const pgUrl = "postgres://awd@db.internal:5432/awd";
const ownSecrets = {
  STATIC_URL_SECRET: "s".repeat(40),
  INTERNAL_API_SECRET: "i".repeat(40),
  REVALIDATE_SECRET: "r".repeat(40),
};
/** What a production-like API must be given: secrets of its own and the address readers reach it at. */
const productionSettings = { ...ownSecrets, API_PUBLIC_URL: "https://api.example.jp/" };

describe("apiConfigFromEnv", () => {
  it("runs the demo with the development values when nothing is set", () => {
    expect(apiConfigFromEnv({})).toMatchObject({
      port: 3001,
      staticUrlSecret: developmentDefaults.secrets.STATIC_URL_SECRET,
      internalSecret: developmentDefaults.secrets.INTERNAL_API_SECRET,
      staticUrlTtlSeconds: developmentDefaults.staticUrlTtlSeconds,
      webOrigin: "http://localhost:3000",
      allowedOrigins: ["http://localhost:3000"],
      idpIssuer: "http://localhost:3002/",
      seedDemoData: true,
      trustedProxies: [],
    });
  });

  it.each<[Record<string, string>, unknown]>([
    [{}, { kind: "pglite" }],
    [{ DATABASE_URL: pgUrl }, { kind: "postgres", url: pgUrl, poolSize: 10 }],
    [
      { DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: "4" },
      { kind: "postgres", url: pgUrl, poolSize: 4 },
    ],
  ])("%j opens the database %j", (env, database) => {
    expect(apiConfigFromEnv(env).database).toMatchObject(database as object);
  });

  it.each<[Record<string, string>, boolean]>([
    [{ AWD_DEMO: "on", NODE_ENV: "production" }, true],
    [{ NODE_ENV: "production", ...productionSettings }, false],
    [{ AWD_DEMO: "off", ...productionSettings }, false],
  ])("%j seeds demo data: %s", (env, seeds) => {
    expect(apiConfigFromEnv(env).seedDemoData).toBe(seeds);
  });

  it.each<[Record<string, string>, string]>([
    [{}, "http://localhost:3001"],
    [{ API_PORT: "3401" }, "http://localhost:3401"],
    [{ AWD_DEMO: "off", ...productionSettings }, "https://api.example.jp/"],
  ])("%j writes links to the API as %s", (env, publicUrl) => {
    expect(apiConfigFromEnv(env).publicUrl).toBe(publicUrl);
  });

  it.each<[Record<string, string>, number]>([
    [{}, 200],
    [{ IMPORT_MAX_MB: "50" }, 50],
  ])("%j lets the desk upload a weekly issue of at most %i MB, unpacking to twice that", (env, mb) => {
    expect(apiConfigFromEnv(env).issueImportLimits).toMatchObject({
      maxZipBytes: mb * 2 ** 20,
      maxUnpackedBytes: 2 * mb * 2 ** 20,
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ NODE_ENV: "production" }, "STATIC_URL_SECRET is not set"],
    [{ AWD_DEMO: "off", STATIC_URL_SECRET: ownSecrets.STATIC_URL_SECRET }, "INTERNAL_API_SECRET is not set"],
    [
      { AWD_DEMO: "off", ...productionSettings, INTERNAL_API_SECRET: developmentDefaults.secrets.INTERNAL_API_SECRET },
      "INTERNAL_API_SECRET is a development value",
    ],
    [{ AWD_DEMO: "off", ...productionSettings, REVALIDATE_SECRET: "" }, "REVALIDATE_SECRET is not set"],
    [{ AWD_DEMO: "off", ...ownSecrets }, "API_PUBLIC_URL is not set"],
    [{ NODE_ENV: "production", ...productionSettings, API_PUBLIC_URL: "" }, "API_PUBLIC_URL is not set"],
    [{ API_PUBLIC_URL: "api.example.jp" }, 'API_PUBLIC_URL must be an absolute URL, got "api.example.jp"'],
    [{ STATIC_URL_TTL_SECONDS: "30" }, 'STATIC_URL_TTL_SECONDS must be at least 60 seconds, got "30"'],
    [{ EVENT_RETENTION_DAYS: "0" }, 'EVENT_RETENTION_DAYS must be at least 1 days, got "0"'],
    [{ LOG_LEVEL: "chatty" }, "LOG_LEVEL must be one of"],
    [{ TRUSTED_PROXIES: "10.0.0.2, lb.internal" }, "TRUSTED_PROXIES must list IP addresses or CIDR ranges"],
    [{ DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: "0" }, 'DATABASE_POOL_SIZE must be at least 1 connections, got "0"'],
    [{ DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: "ten" }, "DATABASE_POOL_SIZE must be a whole number of connections"],
  ])("refuses %j with one line: %s", (env, problem) => {
    expect(() => apiConfigFromEnv(env)).toThrow(ConfigError);
    expect(() => apiConfigFromEnv(env)).toThrow(problem);
  });
});

describe("operatorCliConfigFromEnv: what the desk and the report read", () => {
  it("asks the API on its port with the development secret when nothing is set", () => {
    expect(operatorCliConfigFromEnv({ API_PORT: "3401" })).toMatchObject({
      apiUrl: "http://127.0.0.1:3401",
      internalSecret: developmentDefaults.secrets.INTERNAL_API_SECRET,
    });
    expect(operatorCliConfigFromEnv({ ACCOUNTS_API_URL: "https://api.internal/" }).apiUrl).toBe(
      "https://api.internal/",
    );
  });

  it("production-like, needs INTERNAL_API_SECRET of its own but not the API's other secrets", () => {
    expect(
      operatorCliConfigFromEnv({ AWD_DEMO: "off", INTERNAL_API_SECRET: ownSecrets.INTERNAL_API_SECRET }),
    ).toMatchObject({ internalSecret: ownSecrets.INTERNAL_API_SECRET });
    expect(() =>
      operatorCliConfigFromEnv({
        NODE_ENV: "production",
        INTERNAL_API_SECRET: developmentDefaults.secrets.INTERNAL_API_SECRET,
      }),
    ).toThrow("INTERNAL_API_SECRET is a development value");
  });
});

describe("deskConfigFromEnv: the desk also has the site regenerate the pages its notices show on", () => {
  it("asks the local site on its port with the development secret when nothing is set", () => {
    expect(deskConfigFromEnv({ WEB_PORT: "3500" }).site).toEqual({
      url: "http://127.0.0.1:3500/awd/api/revalidate",
      secret: developmentDefaults.secrets.REVALIDATE_SECRET,
    });
  });

  it("production-like, needs REVALIDATE_SECRET of its own", () => {
    expect(() => deskConfigFromEnv({ AWD_DEMO: "off", INTERNAL_API_SECRET: ownSecrets.INTERNAL_API_SECRET })).toThrow(
      "REVALIDATE_SECRET is not set",
    );
  });
});

import { resolve } from "node:path";
import { ConfigError, developmentDefaults } from "@awd/core/deployment";
import { describe, expect, it } from "vitest";
import { contentImportConfigFromEnv } from "./import-config.ts";

describe("contentImportConfigFromEnv", () => {
  it("asks the local site on its port with the development secret when nothing is set", () => {
    expect(contentImportConfigFromEnv({ WEB_PORT: "3400", PGLITE_DIR: "/tmp/awd" })).toEqual({
      database: { kind: "pglite", dataDir: "/tmp/awd" },
      site: {
        url: "http://127.0.0.1:3400/awd/api/revalidate",
        secret: developmentDefaults.secrets.REVALIDATE_SECRET,
      },
      contentDir: resolve(import.meta.dirname, "../../../../content"),
    });
  });

  it("puts a weekly issue's media where the API serves them from", () => {
    expect(contentImportConfigFromEnv({ CONTENT_DIR: "/srv/awd/content" }).contentDir).toBe("/srv/awd/content");
  });

  it("takes the site's URL and a secret of its own", () => {
    const secret = "r".repeat(40);
    expect(
      contentImportConfigFromEnv({
        AWD_DEMO: "off",
        WEB_REVALIDATE_URL: "https://awd.example/awd/api/revalidate",
        REVALIDATE_SECRET: secret,
      }),
    ).toMatchObject({ site: { url: "https://awd.example/awd/api/revalidate", secret } });
  });

  it.each<[Record<string, string>, string]>([
    [{ NODE_ENV: "production" }, "REVALIDATE_SECRET is not set"],
    [
      { AWD_DEMO: "off", REVALIDATE_SECRET: developmentDefaults.secrets.REVALIDATE_SECRET },
      "REVALIDATE_SECRET is a development value",
    ],
    [{ WEB_PORT: "web" }, 'WEB_PORT must be a port number (1-65535), got "web"'],
  ])("refuses %j with one line: %s", (env, problem) => {
    expect(() => contentImportConfigFromEnv(env)).toThrow(ConfigError);
    expect(() => contentImportConfigFromEnv(env)).toThrow(problem);
  });
});

import { describe, expect, it, vi } from "vitest";
import {
  ConfigError,
  choiceVariable,
  configOrExit,
  countVariable,
  developmentDefaults,
  type Env,
  isProductionLike,
  listVariable,
  localUrls,
  minimumSecretLength,
  optionalTextVariable,
  parseEnv,
  portVariable,
  secretVariable,
  textVariable,
  urlVariable,
} from "./deployment.ts";

const goodSecret = "k".repeat(minimumSecretLength);

/** The one line parseEnv throws for an environment, or undefined when it parses. */
const problemOf = (shape: Parameters<typeof parseEnv>[0], env: Env) => {
  try {
    parseEnv(shape, env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
};

describe("isProductionLike", () => {
  it.each<[Env, boolean]>([
    [{}, false],
    [{ NODE_ENV: "development" }, false],
    [{ NODE_ENV: "test" }, false],
    [{ NODE_ENV: "production" }, true],
    [{ AWD_DEMO: "off" }, true],
    [{ AWD_DEMO: "off", NODE_ENV: "development" }, true],
    [{ AWD_DEMO: "on" }, false],
    // npm start runs `next start`, which sets NODE_ENV=production; its AWD_DEMO=on keeps the demo.
    [{ AWD_DEMO: "on", NODE_ENV: "production" }, false],
    [{ AWD_DEMO: "", NODE_ENV: "production" }, true],
    [{ AWD_DEMO: "", NODE_ENV: "development" }, false],
  ])("%j → %s", (env, expected) => {
    expect(isProductionLike(env)).toBe(expected);
  });

  it.each(["yes", "ON", "true", "0"])('refuses AWD_DEMO="%s" with a line naming the variable', (value) => {
    expect(() => isProductionLike({ AWD_DEMO: value })).toThrow(
      new ConfigError(`AWD_DEMO must be "on" or "off", got "${value}"`),
    );
  });
});

describe("secretVariable", () => {
  const shape = (productionLike: boolean) => ({
    INTERNAL_API_SECRET: secretVariable("INTERNAL_API_SECRET", productionLike),
  });

  it.each<[string | undefined, string]>([
    [undefined, developmentDefaults.secrets.INTERNAL_API_SECRET],
    ["", developmentDefaults.secrets.INTERNAL_API_SECRET],
    ["short", "short"],
    [goodSecret, goodSecret],
  ])("outside production-like deployments %j gives %j", (value, expected) => {
    expect(parseEnv(shape(false), { INTERNAL_API_SECRET: value }).INTERNAL_API_SECRET).toBe(expected);
  });

  it.each<[string | undefined, string]>([
    [undefined, "is not set"],
    ["", "is not set"],
    [developmentDefaults.secrets.INTERNAL_API_SECRET, "is a development value"],
    // Another process's development value is just as public.
    [developmentDefaults.secrets.STATIC_URL_SECRET, "is a development value"],
    [developmentDefaults.secrets.REVALIDATE_SECRET, "is a development value"],
    ["k".repeat(minimumSecretLength - 1), `is too short (${minimumSecretLength - 1} characters)`],
  ])("production-like, %j is refused: it %s", (value, problem) => {
    expect(problemOf(shape(true), { INTERNAL_API_SECRET: value })).toBe(
      `INTERNAL_API_SECRET ${problem}: a production-like deployment (NODE_ENV=production or AWD_DEMO=off) needs a secret of its own of at least ${minimumSecretLength} characters`,
    );
  });

  it("production-like, a secret of its own of the minimum length is taken", () => {
    expect(parseEnv(shape(true), { INTERNAL_API_SECRET: goodSecret }).INTERNAL_API_SECRET).toBe(goodSecret);
  });

  it("never prints a secret's value, not even a bad one", () => {
    const leaked = "leaked-but-short";
    const message = problemOf(shape(true), { INTERNAL_API_SECRET: leaked });
    expect(message).toContain("INTERNAL_API_SECRET is too short");
    expect(message).not.toContain(leaked);
    expect(
      problemOf(shape(true), { INTERNAL_API_SECRET: developmentDefaults.secrets.INTERNAL_API_SECRET }),
    ).not.toContain(developmentDefaults.secrets.INTERNAL_API_SECRET);
  });
});

describe("parseEnv", () => {
  it("names the first bad variable in one line and quotes the value it got", () => {
    const message = problemOf({ API_PORT: portVariable(3001), WEB_PORT: portVariable(3000) }, { API_PORT: "http" });
    expect(message).toBe('API_PORT must be a port number (1-65535), got "http"');
    expect(message).not.toContain("\n");
  });
});

describe("portVariable", () => {
  it.each<[string | undefined, number | string]>([
    [undefined, 3001],
    ["", 3001],
    ["1", 1],
    ["65535", 65535],
    ["0", 'must be a port number (1-65535), got "0"'],
    ["65536", 'must be a port number (1-65535), got "65536"'],
    ["-1", 'must be a port number (1-65535), got "-1"'],
    ["30.5", 'must be a port number (1-65535), got "30.5"'],
    ["http", 'must be a port number (1-65535), got "http"'],
  ])("%j → %j", (value, expected) => {
    const shape = { API_PORT: portVariable(3001) };
    if (typeof expected === "number") expect(parseEnv(shape, { API_PORT: value }).API_PORT).toBe(expected);
    else expect(problemOf(shape, { API_PORT: value })).toBe(`API_PORT ${expected}`);
  });

  it("takes 0 (a free port) where allowed", () => {
    expect(parseEnv({ IDP_PORT: portVariable(3002, { allowZero: true }) }, { IDP_PORT: "0" }).IDP_PORT).toBe(0);
    expect(problemOf({ IDP_PORT: portVariable(3002, { allowZero: true }) }, { IDP_PORT: "x" })).toBe(
      'IDP_PORT must be a port number (0-65535), got "x"',
    );
  });
});

describe("countVariable", () => {
  const shape = { STATIC_URL_TTL_SECONDS: countVariable(21_600, "seconds", 60) };

  it.each<[string | undefined, number | string]>([
    [undefined, 21_600],
    ["", 21_600],
    ["60", 60],
    ["86400", 86_400],
    ["59", 'must be at least 60 seconds, got "59"'],
    ["1h", 'must be a whole number of seconds, got "1h"'],
    ["-5", 'must be a whole number of seconds, got "-5"'],
  ])("%j → %j", (value, expected) => {
    if (typeof expected === "number")
      expect(parseEnv(shape, { STATIC_URL_TTL_SECONDS: value }).STATIC_URL_TTL_SECONDS).toBe(expected);
    else expect(problemOf(shape, { STATIC_URL_TTL_SECONDS: value })).toBe(`STATIC_URL_TTL_SECONDS ${expected}`);
  });

  it("may stay unset", () => {
    expect(parseEnv({ STATIC_MAX_AGE: countVariable(undefined, "seconds") }, {}).STATIC_MAX_AGE).toBeUndefined();
  });
});

describe("listVariable, textVariable, choiceVariable, urlVariable", () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ["", []],
    ["10.0.0.1", ["10.0.0.1"]],
    [" 10.0.0.1 , ,10.0.0.2,", ["10.0.0.1", "10.0.0.2"]],
  ])("a list %j → %j", (value, expected) => {
    expect(parseEnv({ TRUSTED_PROXIES: listVariable() }, { TRUSTED_PROXIES: value }).TRUSTED_PROXIES).toEqual(expected);
  });

  it("a list's fallback is split like a value", () => {
    expect(parseEnv({ IDS: listVariable("1, 2") }, {}).IDS).toEqual(["1", "2"]);
  });

  it("text and optional text", () => {
    expect(parseEnv({ HOST: textVariable("127.0.0.1") }, { HOST: "" }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: textVariable("127.0.0.1") }, { HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ DIR: optionalTextVariable() }, { DIR: "" }).DIR).toBeUndefined();
  });

  it("a choice in any case, and one line naming the choices otherwise", () => {
    const shape = { LOG_LEVEL: choiceVariable(["info", "warn"] as const, "info") };
    expect(parseEnv(shape, {}).LOG_LEVEL).toBe("info");
    expect(parseEnv(shape, { LOG_LEVEL: "WARN" }).LOG_LEVEL).toBe("warn");
    expect(problemOf(shape, { LOG_LEVEL: "loud" })).toBe('LOG_LEVEL must be one of info, warn, got "loud"');
  });

  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ["", undefined],
    ["https://awd.example/", "https://awd.example/"],
  ])("a URL %j → %j", (value, expected) => {
    expect(parseEnv({ WEB_ORIGIN: urlVariable(undefined) }, { WEB_ORIGIN: value }).WEB_ORIGIN).toBe(expected);
  });

  it("refuses a URL that is not absolute", () => {
    expect(problemOf({ WEB_ORIGIN: urlVariable(undefined) }, { WEB_ORIGIN: "awd.example" })).toBe(
      'WEB_ORIGIN must be an absolute URL, got "awd.example"',
    );
  });
});

describe("localUrls", () => {
  it("reaches the parts of a stack on one machine by their ports", () => {
    expect(localUrls({ web: 3400, api: 3401, idp: 3402 })).toEqual({
      api: "http://127.0.0.1:3401",
      browserApi: "http://localhost:3401",
      webOrigin: "http://localhost:3400",
      idpOrigin: "http://localhost:3402",
    });
  });
});

describe("configOrExit", () => {
  it("returns what it read", () => {
    expect(configOrExit("api", () => 42)).toBe(42);
  });

  it("ends the process with the ConfigError's one line, prefixed with the process's name", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    configOrExit("idp", () => parseEnv({ IDP_PORT: portVariable(3002) }, { IDP_PORT: "x" }));
    expect(error.mock.calls).toEqual([['idp: IDP_PORT must be a port number (1-65535), got "x"']]);
    expect(exit).toHaveBeenCalledWith(1);
    vi.restoreAllMocks();
  });

  it("rethrows anything but a ConfigError: that is a bug, with its stack", () => {
    expect(() =>
      configOrExit("api", () => {
        throw new TypeError("bug");
      }),
    ).toThrow(TypeError);
  });
});

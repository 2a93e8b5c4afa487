import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ConfigError } from "@awd/core/deployment";
import { describe, expect, it } from "vitest";
import { busyPorts, portsFromEnv, stackEnv, startStack, waitForUrl } from "./stack.ts";
import { throwawayStackEnv } from "./throwaway-stack.ts";

const ports = { web: 3400, api: 3401, idp: 3402 };

describe("stackEnv: what npm start gives every part", () => {
  it.each<[NodeJS.ProcessEnv, string | undefined]>([
    // `next start` sets NODE_ENV=production for the web; AWD_DEMO=on keeps it the demo, as api and idp are.
    [{}, "on"],
    [{ NODE_ENV: "development" }, "on"],
    [{ AWD_DEMO: "on" }, "on"],
    // An operator's production-like environment is passed on as it is: every part then needs its secrets.
    [{ NODE_ENV: "production" }, undefined],
    [{ AWD_DEMO: "off" }, "off"],
  ])("from %j, AWD_DEMO is %j", (env, demo) => {
    expect(stackEnv(ports, env).AWD_DEMO).toBe(demo);
  });

  it("refuses an AWD_DEMO that is neither on nor off, naming it", () => {
    expect(() => stackEnv(ports, { AWD_DEMO: "yes" })).toThrow(
      new ConfigError('AWD_DEMO must be "on" or "off", got "yes"'),
    );
  });

  it("points the web at the API and the identity provider on their ports", () => {
    expect(stackEnv(ports, {})).toMatchObject({
      WEB_PORT: "3400",
      READ_API_URL: "http://127.0.0.1:3401",
      STATIC_URL: "http://127.0.0.1:3401/static",
      WEB_ORIGIN: "http://localhost:3400",
      NEXT_PUBLIC_READ_API_URL: "http://localhost:3401",
      NEXT_PUBLIC_AUTH0_DOMAIN: "http://localhost:3402",
    });
  });
});

describe("portsFromEnv", () => {
  it("defaults to 3000-3002 and takes each part's variable", () => {
    expect(portsFromEnv({})).toEqual({ web: 3000, api: 3001, idp: 3002 });
    expect(portsFromEnv({ WEB_PORT: "3400", API_PORT: "3401", IDP_PORT: "" })).toEqual({
      web: 3400,
      api: 3401,
      idp: 3002,
    });
  });

  it("refuses a port that is not one, naming its variable", () => {
    expect(() => portsFromEnv({ API_PORT: "api" })).toThrow(
      new ConfigError('API_PORT must be a port number (1-65535), got "api"'),
    );
  });
});

describe("startStack", () => {
  it("a shutdown while the stack is starting stops the parts already started", async () => {
    const ports = { web: 3550, api: 3551, idp: 3552 };
    const { env, remove } = throwawayStackEnv(ports, "stack");
    const shutdown = new AbortController();
    try {
      // Aborted once api and idp answer, where npm start would build the web app.
      const started = startStack(ports, env, async () => shutdown.abort(), shutdown.signal);
      await expect(started).rejects.toThrow("stopped before web was started");
      expect(await busyPorts(ports)).toEqual([]);
    } finally {
      remove();
    }
  }, 60_000);
});

describe("waitForUrl: how long a start waits for a part", () => {
  // A part slower than any fixed limit, as a first start on a loaded machine: it is waited for and
  // said to be awaited, not given up on. One that dies is not waited for.
  const sleeper = () => spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);

  it("waits for a part that answers 503 for a while, saying so with the machine's load", async () => {
    let answered = 0;
    const server = createServer((_, response) => {
      response.statusCode = ++answered < 8 ? 503 : 200;
      response.end();
    }).listen(0, "127.0.0.1");
    await once(server, "listening");
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/awd`;
    const child = sleeper();
    const notices: string[] = [];
    try {
      await waitForUrl(url, child, { timeoutMs: 30_000, noticeEveryMs: 500, notice: (line) => notices.push(line) });
      expect(answered).toBe(8);
      expect(notices[0]).toMatch(new RegExp(`^still waiting for ${url} \\(\\d+ s; machine load \\d+\\.\\d\\)$`));
    } finally {
      child.kill();
      server.close();
    }
  });

  it("stops waiting as soon as the part's process ends, or when it is stuck past the limit", async () => {
    const dead = spawn(process.execPath, ["-e", "process.exit(3)"]);
    await once(dead, "exit");
    const wait = { timeoutMs: 1500, noticeEveryMs: 60_000, notice: () => {} };
    await expect(waitForUrl("http://127.0.0.1:9/awd", dead, wait)).rejects.toThrow("the process ended (3)");
    const stuck = sleeper();
    try {
      await expect(waitForUrl("http://127.0.0.1:9/awd", stuck, wait)).rejects.toThrow(
        "did not answer within 1.5 s, though its process still runs",
      );
    } finally {
      stuck.kill();
    }
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { databaseOutage } from "@awd/core/constants";
import { generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resilientRemoteKeys } from "./auth.ts";
import { startTestServer, type TestServer, testAudience, testIssuer } from "./test-server.ts";

// The identity provider's JWKS as a server the tests stop and start, behind keys that refetch on
// every token (as jose does once its 10-minute cache is stale).

interface JwksServer {
  url: URL;
  /** Answer again after stop(). */
  start(): Promise<void>;
  /** Stop listening: connections are refused, as when the identity provider is down. */
  stop(): Promise<void>;
}

async function jwksServer(keys: () => JWK[]): Promise<JwksServer> {
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((ready) => {
      if (server?.listening) return ready();
      const listening = createServer((_, res) =>
        res.setHeader("content-type", "application/json").end(JSON.stringify({ keys: keys() })),
      );
      server = listening;
      listening.listen(port, "127.0.0.1", () => {
        port = (listening.address() as AddressInfo).port;
        ready();
      });
    });
  await start();
  return {
    url: new URL(`http://127.0.0.1:${port}/.well-known/jwks.json`),
    start,
    stop: () => new Promise<void>((done) => (server?.listening ? server.close(() => done()) : done())),
  };
}

const signedByAnotherKey = async (kid: string) => {
  const { privateKey } = await generateKeyPair("RS256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: "awd|demo-digital", iss: testIssuer, aud: testAudience, iat: now, exp: now + 3600 })
    .setProtectedHeader({ alg: "RS256", kid })
    .sign(privateKey);
};

let idpKeys: JWK[] = [];
let jwks: JwksServer;
let api: TestServer;
beforeAll(async () => {
  jwks = await jwksServer(() => idpKeys);
  api = await startTestServer({
    keys: (publicJwk) => {
      idpKeys = [publicJwk];
      return resilientRemoteKeys(jwks.url, { cacheMaxAge: 0, cooldownDuration: 0 });
    },
  });
});
afterEach(() => jwks.start().catch(() => undefined));
afterAll(async () => {
  await jwks.stop();
  await api.close();
});

const rightOf = async (token: string) => {
  const response = await fetch(`${api.url}/auth/right`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get("retry-after") };
};

describe("access tokens while the identity provider is down", () => {
  it("still verifies a token signed with a key fetched before the outage", async () => {
    const token = await api.accessToken("awd|demo-digital");
    expect((await rightOf(token)).status).toBe(200);
    await jwks.stop();
    expect((await rightOf(token)).status).toBe(200);
  });

  it("answers 503 to a token signed with a key it has never fetched, so the client retries", async () => {
    await jwks.stop();
    const { status, body, retryAfter } = await rightOf(await signedByAnotherKey("rotated"));
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status_code: 503,
      message: expect.stringMatching(/identity provider/),
      code: "identity-provider-unavailable",
    });
    expect(retryAfter).toBe(String(databaseOutage.retryAfterSeconds));
  });

  it("still refuses a forged or expired token with 401", async () => {
    await jwks.stop();
    const token = await api.accessToken("awd|demo-digital");
    const forged = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    expect((await rightOf(forged)).status).toBe(401);
    expect((await rightOf(await api.accessToken("awd|demo-digital", { exp: 1 }))).status).toBe(401);
    expect((await rightOf(await signedByAnotherKey("test"))).status).toBe(401);
  });

  it("refuses with 401, not 503, a token signed with an unknown key while the identity provider answers", async () => {
    expect((await rightOf(await signedByAnotherKey("rotated"))).status).toBe(401);
  });
});

describe("resilientRemoteKeys before any key set was fetched", () => {
  const header = { alg: "RS256", kid: "test" };

  it("reports the identity provider unreachable when its connection is refused", async () => {
    await jwks.stop();
    const keys = resilientRemoteKeys(jwks.url);
    await expect(keys(header, { payload: "", signature: "" } as never)).rejects.toThrow(/cannot be fetched/);
  });

  it("gives up after its timeout when the identity provider does not answer", async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((ready) => silent.listen(0, "127.0.0.1", ready));
    const url = new URL(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/.well-known/jwks.json`);
    await expect(resilientRemoteKeys(url, { timeoutDuration: 300 })(header, {} as never)).rejects.toMatchObject({
      name: "KeysUnavailableError",
      cause: expect.objectContaining({ code: "ERR_JWKS_TIMEOUT" }),
    });
    silent.closeAllConnections();
    silent.close();
  });
});

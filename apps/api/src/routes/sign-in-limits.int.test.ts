import { signInAttempts } from "@awd/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiConfigFromEnv } from "../config.ts";
import { demoPassword } from "../services/demo-accounts.ts";
import { startTestServer, statusCounts, type TestServer } from "../test-server.ts";

// The identity provider calls the internal sign-in for every reader, naming the reader's address.
const proxy = "127.0.0.1";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false, config: { trustedProxies: [proxy] } });
});
afterAll(() => server.close());

const secret = apiConfigFromEnv({}).internalSecret;
const signUp = (email: string) =>
  server.post("/internal/accounts/sign-up", { email, password: demoPassword }, { "x-internal-secret": secret });
// The answer the provider reads: its status and body (each answer's headers name its own request).
const signIn = async (email: string, password: string, address: string, forwardedFor?: string) => {
  const { status, body } = await server.post(
    "/internal/accounts/sign-in",
    { email, password },
    {
      "x-internal-secret": secret,
      "x-client-address": address,
      ...(forwardedFor ? { "x-client-forwarded-for": forwardedFor } : {}),
    },
  );
  return { status, body };
};

const { perAccountAndAddress, perAddress, perAccount } = signInAttempts;

describe("sign-in limits", () => {
  it("checks no more than the limit of 100 concurrent wrong passwords, and the owner still signs in elsewhere", async () => {
    await signUp("victim@awd.example");
    const attack = await Promise.all(
      Array.from({ length: 100 }, () => signIn("victim@awd.example", "guess", "203.0.113.66")),
    );
    expect(statusCounts(attack)).toEqual({
      401: perAccountAndAddress.maxFailures,
      429: 100 - perAccountAndAddress.maxFailures,
    });
    expect(attack.find((r) => r.status === 429)?.body).toEqual({
      code: "too-many-requests",
      message: "Identity refused: too-many-requests",
    });
    expect((await signIn("victim@awd.example", demoPassword, "203.0.113.66")).status).toBe(429);
    expect((await signIn("victim@awd.example", demoPassword, "198.51.100.7")).status).toBe(200);
  });

  it("answers an unknown email exactly as a wrong password", async () => {
    await signUp("known@awd.example");
    const unknown = await signIn("unknown@awd.example", "guess", "203.0.113.1");
    const wrong = await signIn("known@awd.example", "guess", "203.0.113.1");
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({
      status: 401,
      body: { code: "wrong-password", message: "Identity refused: wrong-password" },
    });
  });

  it("limits one address across accounts", async () => {
    const address = "203.0.113.77";
    const tries = Array.from({ length: perAddress.maxFailures }, (_, i) => `sprayed${i}@awd.example`);
    const answers = await Promise.all(tries.map((email) => signIn(email, "guess", address)));
    expect(statusCounts(answers)).toEqual({ 401: perAddress.maxFailures });
    expect((await signIn("another@awd.example", "guess", address)).status).toBe(429);
    expect((await signIn("another@awd.example", "guess", "203.0.113.78")).status).toBe(401);
  });

  it("limits an account tried from many addresses, more slowly", async () => {
    await signUp("target@awd.example");
    const addresses = Array.from({ length: perAccount.maxFailures }, (_, i) => `192.0.2.${i + 1}`);
    const answers = await Promise.all(addresses.map((address) => signIn("target@awd.example", "guess", address)));
    expect(statusCounts(answers)).toEqual({ 401: perAccount.maxFailures });
    expect((await signIn("target@awd.example", demoPassword, "192.0.2.200")).status).toBe(429);
  });

  it("does not count a right password as a failure", async () => {
    await signUp("regular@awd.example");
    for (let i = 0; i < perAccountAndAddress.maxFailures + 2; i++)
      expect((await signIn("regular@awd.example", demoPassword, "203.0.113.90")).status).toBe(200);
  });

  it("believes X-Forwarded-For from a trusted proxy only, so a forged one does not dodge the limit", async () => {
    await signUp("forwarded@awd.example");
    const forged = await Promise.all(
      Array.from({ length: perAccountAndAddress.maxFailures + 1 }, (_, i) =>
        signIn("forwarded@awd.example", "guess", "203.0.113.120", `10.9.9.${i}`),
      ),
    );
    expect(statusCounts(forged)).toEqual({ 401: perAccountAndAddress.maxFailures, 429: 1 });
    // Through the trusted proxy, each reader behind it counts under their own address.
    expect((await signIn("forwarded@awd.example", demoPassword, proxy, "198.51.100.40")).status).toBe(200);
    const behindProxy = await Promise.all(
      Array.from({ length: perAccountAndAddress.maxFailures + 1 }, () =>
        signIn("forwarded@awd.example", "guess", proxy, "198.51.100.41"),
      ),
    );
    expect(statusCounts(behindProxy)).toEqual({ 401: perAccountAndAddress.maxFailures, 429: 1 });
    expect((await signIn("forwarded@awd.example", demoPassword, proxy, "198.51.100.42")).status).toBe(200);
  });
});

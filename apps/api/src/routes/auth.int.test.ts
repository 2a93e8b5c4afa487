import { signAllianceToken } from "@awd/core/alliance-token";
import { linkingCodeAttempts, previewCodeAttempts } from "@awd/core/constants";
import { rightSchema } from "@awd/core/contract/auth";
import { dataOf } from "@awd/core/contract/envelope";
import { tokyoMonth } from "@awd/core/dates";
import { secondsUntilNextWindow } from "@awd/core/rate-window";
import {
  type ReaderCodeKind,
  readerCodeMaxLength,
  readerCodeProblems,
  readerCodeProblemText,
} from "@awd/core/reader-code";
import { exportSPKI, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDeskCommand } from "../desk/commands.ts";
import { demoPartner, demoPreviewCode } from "../services/demo-accounts.ts";
import {
  startTestServer,
  statusCounts,
  type TestServer,
  tamperSignature,
  testAudience,
  testIssuer,
} from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const subjectOf = (name: string) => `awd|demo-${name}`;
const bearer = async (name: string) => ({ authorization: `Bearer ${await server.accessToken(subjectOf(name))}` });
const rightOf = async (name: string) => {
  const { status, body } = await server.get("/auth/right", await bearer(name));
  // Parsed when read: a refusal has no right.
  return {
    status,
    get right() {
      return dataOf(body, rightSchema);
    },
  };
};
const paidArticle = "/news-topics/101";
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("access tokens (RS256, issuer, audience, expiry with 60 s leeway)", () => {
  const now = () => Math.floor(server.clock.now / 1000);
  const forgeries: [string, () => Promise<string>][] = [
    [
      "signed with another key",
      async () => {
        const { privateKey } = await generateKeyPair("RS256");
        return new SignJWT({})
          .setProtectedHeader({ alg: "RS256", kid: "test" })
          .setSubject(subjectOf("digital"))
          .setIssuer(testIssuer)
          .setAudience(testAudience)
          .setExpirationTime(now() + 600)
          .sign(privateKey);
      },
    ],
    ["expired beyond the leeway", () => server.accessToken(subjectOf("digital"), { exp: now() - 61 })],
    ["for another audience", () => server.accessToken(subjectOf("digital"), { aud: "https://elsewhere.example/" })],
    ["from another issuer", () => server.accessToken(subjectOf("digital"), { iss: "https://evil.example/" })],
    [
      "with alg none",
      async () =>
        `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: subjectOf("digital"), iss: testIssuer, aud: testAudience, exp: now() + 600 })}.`,
    ],
    [
      "HS256-signed with the public key",
      async () => {
        const { publicKey } = await generateKeyPair("RS256");
        const pem = new TextEncoder().encode(await exportSPKI(publicKey));
        return new SignJWT({})
          .setProtectedHeader({ alg: "HS256", kid: "test" })
          .setSubject(subjectOf("digital"))
          .setIssuer(testIssuer)
          .setAudience(testAudience)
          .setExpirationTime(now() + 600)
          .sign(pem);
      },
    ],
    ["that is not a JWT", async () => "not-a-token"],
  ];

  it.each(forgeries)("refuses a token %s with 401 and the contract's body", async (_, forge) => {
    const { status, body } = await server.get(paidArticle, { authorization: `Bearer ${await forge()}` });
    expect(status).toBe(401);
    expect(body).toMatchObject({ status_code: 401, request_id: expect.any(String) });
  });

  it("accepts a token expired by less than the 60 s leeway", async () => {
    const token = await server.accessToken(subjectOf("digital"), { exp: now() - 30 });
    expect((await server.get(paidArticle, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it("refuses a malformed Authorization header", async () => {
    expect((await server.get(paidArticle, { authorization: "Bearer" })).status).toBe(401);
  });
});

describe("GET /auth/right", () => {
  it("asks an anonymous visitor to sign in", async () => {
    expect((await server.get("/auth/right")).status).toBe(401);
  });

  it.each([
    ["free", { productContentId: "none", status: "none", accountKind: "personal" }],
    ["digital", { productContentId: "digital", status: "available", accountKind: "personal" }],
    ["double", { productContentId: "double", previewCodeAuthenticatedAt: null }],
    ["double-first", { productContentId: "double", isDoubleCourseFirstMonthContract: true }],
    ["corporate", { productContentId: "none", accountKind: "corporate" }],
  ])("gives the %s demo account its right with a session expiry", async (name, expected) => {
    const { status, right } = await rightOf(name);
    expect(status).toBe(200);
    expect(right).toMatchObject({ ...expected, sessionExpiresAt: expect.any(String) });
  });
});

describe("the paywall honours rights", () => {
  it.each([
    ["digital", true, null],
    ["corporate", true, null],
    ["double-first", true, null],
    ["free", false, "subscribe"],
    ["double", false, "preview-code"],
    ["expired", false, "expired"],
  ])("%s: access %s, reason %s", async (name, access, reason) => {
    const { body } = await server.get(paidArticle, await bearer(name));
    const data = (body as { data: { access: boolean; reason: string | null; body: unknown } }).data;
    expect(data.access).toBe(access);
    expect(data.reason).toBe(reason);
    expect(data.body === null).toBe(!access);
  });

  it("gives paid audio as a signed URL that the static route accepts", async () => {
    const { body } = await server.get(paidArticle, await bearer("digital"));
    const url = (body as { data: { body: { audio: { url: string } } } }).data.body.audio.url;
    expect(url).toMatch(/^media\/audio\/101\.opus\?expires=\d+&signature=[0-9a-f]+$/);
    expect((await fetch(`${server.url}/static/${url}`)).status).toBe(200);
    expect((await fetch(`${server.url}/static/${tamperSignature(url)}`)).status).toBe(403);
  });
});

describe("alliance tokens", () => {
  const token = (referrer: string, ageMs: number, secret = demoPartner.secret) =>
    signAllianceToken({ referrer, timestamp: server.clock.now - ageMs }, secret);
  const read = async (t: string) => server.get(paidArticle, { authorization: `AwdAlliance ${t}` });

  it("grants a valid partner token full access", async () => {
    const { status, body } = await read(await token(demoPartner.referrer, 59 * 60_000));
    expect(status).toBe(200);
    expect((body as { data: { access: boolean } }).data.access).toBe(true);
  });

  it.each([
    ["forged", () => token(demoPartner.referrer, 0, "not-the-secret")],
    ["expired (61 minutes old)", () => token(demoPartner.referrer, 61 * 60_000)],
    ["from an unknown partner", () => token("stranger.example", 0)],
    ["garbled", async () => "%%%"],
  ])("refuses a %s token with 401", async (_, make) => {
    expect((await read(await make())).status).toBe(401);
  });
});

describe("POST /auth/preview-code", () => {
  const enter = async (name: string, previewCode: string) =>
    server.post("/auth/preview-code", { previewCode }, await bearer(name));

  it("refuses a wrong code with a Japanese message, and the 11th wrong code in an hour with 429", async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { status, body } = await enter("double-first", "WRONG");
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: "preview-code-wrong" });
    }
    const eleventh = await enter("double-first", demoPreviewCode(tokyoMonth(server.clock.now)));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ code: "preview-code-attempts-exceeded" });
    // Retry-After: the whole seconds until the hour's window frees, as core's rate window counts them.
    expect(eleventh.headers.get("retry-after")).toBe(
      String(secondsUntilNextWindow(server.clock.now, previewCodeAttempts.windowMs)),
    );
    server.clock.now += 61 * 60_000;
    expect((await enter("double-first", "WRONG")).status).toBe(422);
  });

  it("accepts this month's code (full-width and lower case too) and opens the paid text", async () => {
    const code = demoPreviewCode(tokyoMonth(server.clock.now)).toLowerCase().replace("a", "ａ");
    const { status, body } = await enter("double", code);
    expect(status).toBe(200);
    expect((body as { data: { previewCodeAuthenticatedAt: string } }).data.previewCodeAuthenticatedAt).toBe(
      new Date(server.clock.now).toISOString(),
    );
    const article = await server.get(paidArticle, await bearer("double"));
    expect((article.body as { data: { access: boolean } }).data.access).toBe(true);
  });

  it("needs a double course and a signed-in reader", async () => {
    expect((await enter("digital", "ANY")).body).toMatchObject({ code: "preview-code-not-double-course" });
    expect((await server.post("/auth/preview-code", { previewCode: "X" })).status).toBe(401);
    expect((await server.post("/auth/preview-code", { previewCode: "" }, await bearer("double"))).status).toBe(422);
  });
});

describe("POST /auth/code (subscription linking codes)", () => {
  it("attaches the course once; a used or unknown code is refused", async () => {
    const issued = await runDeskCommand(
      server.database.db,
      ["linking-codes", "digital", "--months", "6"],
      new Date(server.clock.now),
    );
    const code = issued.output.split(/\s+/)[0] ?? "";
    const link = async (c: string) => server.post("/auth/code", { authenticationCode: c }, await bearer("free"));
    const first = await link(code);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ data: { productContentId: "digital", status: "available" } });
    expect((await link(code)).status).toBe(422);
    expect((await link("LNOSUCHCODE")).body).toMatchObject({ code: "linking-code-unknown" });
  });

  it("checks no more than 10 of 100 concurrent guesses an hour, then answers 429 with its problem code", async () => {
    const issued = await runDeskCommand(server.database.db, ["linking-codes", "digital"], new Date(server.clock.now));
    const code = issued.output.split(/\s+/)[0] ?? "";
    const headers = await bearer("expired");
    const link = (c: string) => server.post("/auth/code", { authenticationCode: c }, headers);
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => link(`LGUESS${i}`)));
    expect(statusCounts(guesses)).toEqual({ 422: linkingCodeAttempts.maxFailures, 429: 90 });
    const refused = await link(code);
    expect(refused).toMatchObject({ status: 429, body: { code: "linking-code-attempts-exceeded" } });
    expect(refused.headers.get("retry-after")).toBe(
      String(secondsUntilNextWindow(server.clock.now, linkingCodeAttempts.windowMs)),
    );
    server.clock.now += linkingCodeAttempts.windowMs;
    expect((await link(code)).status).toBe(200);
  });
});

// core's reader-code.ts: the rule my page bounds its code fields by. A code past it is refused with
// 422 naming the field, before it is looked up: no wrong-code problem, no attempt counted.
describe("a typed code past its length", () => {
  it.each<[string, string, ReaderCodeKind, string, string]>([
    ["a linking code", "/auth/code", "linking", "authenticationCode", "L".repeat(readerCodeMaxLength.linking + 1)],
    ["an empty linking code", "/auth/code", "linking", "authenticationCode", ""],
    ["a preview code", "/auth/preview-code", "preview", "previewCode", "P".repeat(readerCodeMaxLength.preview + 1)],
    ["an empty preview code", "/auth/preview-code", "preview", "previewCode", ""],
  ])("%s is refused as my page's field would", async (_, path, kind, field, code) => {
    const [problem] = readerCodeProblems(kind, code);
    expect(problem).toBeDefined();
    const { status, body } = await server.post(path, { [field]: code }, await bearer("double"));
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: `${field}: ${problem && readerCodeProblemText(kind, problem)}` });
    expect(body).not.toHaveProperty("code");
  });
});

describe("writes and origins", () => {
  it("refuses a write from an origin that is not allowlisted", async () => {
    const { status } = await server.post("/auth/code", { authenticationCode: "X" }, { origin: "https://evil.example" });
    expect(status).toBe(403);
  });

  it("answers the web origin's preflight with credentials allowed", async () => {
    const response = await fetch(`${server.url}/auth/preview-code`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  });
});

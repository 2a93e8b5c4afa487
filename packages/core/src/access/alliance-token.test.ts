import { describe, expect, it } from "vitest";
import {
  type AllianceTokenPayload,
  decodeAllianceCookie,
  encodeAllianceCookie,
  type PartnerSecretLookup,
  signAllianceToken,
  verifyAllianceToken,
} from "./alliance-token.ts";

const minute = 60_000;
const now = Date.parse("2026-11-21T01:30:00Z");
const partner = "partner.example.com";
const secrets: Record<string, string> = { [partner]: "partner-secret", "other.example": "other-secret" };
const secretFor: PartnerSecretLookup = (referrer) => secrets[referrer];

const issued = (ageMs: number, referrer = partner): AllianceTokenPayload => ({ referrer, timestamp: now - ageMs });
const tokenFor = (ageMs: number, referrer = partner, secret = secrets[referrer] ?? "unlisted-secret") =>
  signAllianceToken(issued(ageMs, referrer), secret);
const verify = (token: string) => verifyAllianceToken(token, { secretFor, now });

describe("verifyAllianceToken accepts a partner's token within 1 hour", () => {
  it.each([
    ["just issued", 0],
    ["59 min old", 59 * minute],
    ["exactly 1 hour old", 60 * minute],
    ["30 s in the future (clock skew)", -30_000],
    ["1 min in the future (the skew limit)", -minute],
  ])("%s", async (_, ageMs) => {
    expect(await verify(await tokenFor(ageMs))).toEqual({ ok: true, value: issued(ageMs) });
  });

  it("accepts a partner lookup that answers asynchronously", async () => {
    const result = await verifyAllianceToken(await tokenFor(0), { secretFor: async (r) => secrets[r], now });
    expect(result.ok).toBe(true);
  });

  it("accepts a referrer that needs URL encoding", async () => {
    const referrer = "https://partner.example.com/記事?a=1&b=2";
    const token = await signAllianceToken(issued(0, referrer), "s");
    const result = await verifyAllianceToken(token, { secretFor: () => "s", now });
    expect(result).toEqual({ ok: true, value: issued(0, referrer) });
  });
});

describe("verifyAllianceToken refuses with a distinct reason", () => {
  it.each([
    ["61 min old", () => tokenFor(61 * minute), "expired"],
    ["a day old", () => tokenFor(24 * 60 * minute), "expired"],
    ["2 min in the future", () => tokenFor(-2 * minute), "from-future"],
    ["an unlisted referrer", () => tokenFor(0, "stranger.example"), "unknown-partner"],
    ["signed with another partner's secret", () => tokenFor(0, partner, "other-secret"), "bad-signature"],
    [
      "an expired token with a bad signature (signature first)",
      () => tokenFor(2 * 60 * minute, partner, "wrong"),
      "bad-signature",
    ],
    [
      "a payload changed after signing",
      async () => (await tokenFor(61 * minute)).replace(String(now - 61 * minute), String(now)),
      "bad-signature",
    ],
    ["a truncated signature", async () => (await tokenFor(0)).slice(0, -4), "bad-signature"],
    ["no signature", async () => `${(await tokenFor(0)).split(".com")[0]}.com`, "bad-encoding"],
    ["an empty token", async () => "", "bad-encoding"],
    ["no dot", async () => "abc", "bad-encoding"],
    ["only a signature", async () => ".abc", "bad-encoding"],
    [
      "a signature that is not base64url",
      async () => `${encodeURIComponent(JSON.stringify(issued(0)))}.a+b/`,
      "bad-encoding",
    ],
    [
      "a signature of impossible length",
      async () => `${encodeURIComponent(JSON.stringify(issued(0)))}.abcde`,
      "bad-encoding",
    ],
    ["a payload that is not JSON", async () => "not-json.abc", "bad-encoding"],
    ["a broken URL escape", async () => "%E0%A4%A.abc", "bad-encoding"],
    [
      "a payload without referrer",
      async () => `${encodeURIComponent(JSON.stringify({ timestamp: now }))}.abc`,
      "bad-encoding",
    ],
    [
      "a timestamp as text",
      async () => `${encodeURIComponent(JSON.stringify({ referrer: partner, timestamp: String(now) }))}.abc`,
      "bad-encoding",
    ],
  ])("%s → %s", async (_, makeToken, reason) => {
    expect(await verify(await makeToken())).toEqual({ ok: false, reason });
  });

  it("treats an empty secret as no partner", async () => {
    const result = await verifyAllianceToken(await tokenFor(0), { secretFor: () => "", now });
    expect(result).toEqual({ ok: false, reason: "unknown-partner" });
  });
});

describe("alliance cookie (stored base64-encoded)", () => {
  it.each(["", "a", "ab", "abc", "%7B%22referrer%22%7D.sig-_", "記事"])("round-trips %j", (token) => {
    expect(decodeAllianceCookie(encodeAllianceCookie(token))).toEqual({ ok: true, value: token });
  });

  it.each([
    ["abc", "YWJj"],
    ["ab", "YWI="],
  ])("encodes %j as %j", (token, cookie) => {
    expect(encodeAllianceCookie(token)).toBe(cookie);
  });

  it.each(["%%%", "YWI", "YW Jj", "YWJj=", "/w=="])("refuses %j", (cookie) => {
    expect(decodeAllianceCookie(cookie)).toEqual({ ok: false, reason: "bad-encoding" });
  });
});

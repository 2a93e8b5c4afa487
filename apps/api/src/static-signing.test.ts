import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clockSkewMs, staticSigner } from "./static-signing.ts";

const secret = "a-secret-of-the-tests";
const ttlMs = 6 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 1, 9, 0, 0);
const path = "/static/media/audio/105.opus";

/** A URL signed with the right secret, as someone holding it could make by hand. */
const signedUntil = (expiresAtMs: number) => {
  const expires = String(Math.floor(expiresAtMs / 1000));
  const signature = createHmac("sha256", secret).update(`${path}\n${expires}`).digest("hex");
  return { expires, signature };
};

describe("staticSigner", () => {
  const signer = staticSigner(secret, ttlMs, () => now);

  it("accepts the URLs it signs", () => {
    const query = Object.fromEntries(new URL(signer.sign(path), "http://x").searchParams);
    expect(signer.verify(path, query)).toBe(true);
  });

  it.each([
    ["expired a second ago", now - 1000, false],
    ["expiring now", now, true],
    ["expiring at the end of the lifetime", now + ttlMs, true],
    ["expiring within the clock skew past the lifetime", now + ttlMs + clockSkewMs, true],
    ["expiring just past the lifetime and the clock skew", now + ttlMs + clockSkewMs + 1000, false],
    ["signed for ten years", now + 10 * 365 * 24 * 60 * 60 * 1000, false],
  ])("a correctly signed URL %s: accepted %s", (_, expiresAt, accepted) => {
    expect(signer.verify(path, signedUntil(expiresAt))).toBe(accepted);
  });

  it.each([
    ["no expiry", { signature: signedUntil(now).signature }],
    ["no signature", { expires: signedUntil(now).expires }],
    ["an expiry that is not a number", { ...signedUntil(now), expires: "1e12" }],
    ["another path's signature", signedUntil(now), "/static/media/audio/106.opus"],
  ])("refuses %s", (_, query, otherPath = path) => {
    expect(signer.verify(otherPath, query)).toBe(false);
  });
});

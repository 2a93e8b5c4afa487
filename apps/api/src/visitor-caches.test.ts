import { type AuthorizationRight, emptyRight } from "@awd/core/rights";
import { describe, expect, it } from "vitest";
import { RightSessions, VerifiedTokens } from "./visitor-caches.ts";

const digital: AuthorizationRight = { ...emptyRight, productContentId: "digital", status: "available" };
const lapsed: AuthorizationRight = { ...emptyRight, productContentId: "digital", status: "none" };

describe("RightSessions", () => {
  it("reuses a right for the session, not a moment longer, nor for a clock that went back", async () => {
    const sessions = new RightSessions(600_000);
    let reads = 0;
    const read = async () => (++reads === 1 ? digital : lapsed);
    expect(await sessions.rightOf("a", 1_000, read)).toBe(digital);
    expect(await sessions.rightOf("a", 600_999, read)).toBe(digital);
    expect(reads).toBe(1);
    expect(await sessions.rightOf("a", 601_000, read)).toBe(lapsed);
    expect(await sessions.rightOf("a", 500, read)).toBe(lapsed);
    expect(reads).toBe(3);
  });

  it("forgets one account at once, or all of them, and keeps no right read while a change came", async () => {
    const sessions = new RightSessions();
    await sessions.rightOf("a", 0, async () => digital);
    await sessions.rightOf("b", 0, async () => digital);
    sessions.forget("a");
    expect(await sessions.rightOf("a", 1, async () => lapsed)).toBe(lapsed);
    expect(await sessions.rightOf("b", 1, async () => lapsed)).toBe(digital);
    sessions.clear();
    expect(await sessions.rightOf("b", 2, async () => lapsed)).toBe(lapsed);

    // Read before a revocation committed, answered after it was announced: served once, never kept.
    const stale = sessions.rightOf("c", 3, async () => {
      sessions.forget("c");
      return digital;
    });
    expect(await stale).toBe(digital);
    expect(await sessions.rightOf("c", 4, async () => lapsed)).toBe(lapsed);
  });

  it("holds at most maxEntries accounts, dropping the least recently used", async () => {
    const sessions = new RightSessions(600_000, 2);
    for (const subject of ["a", "b", "c"]) await sessions.rightOf(subject, 0, async () => digital);
    expect(sessions.size).toBe(2);
    expect(await sessions.rightOf("a", 1, async () => lapsed)).toBe(lapsed);
  });
});

describe("VerifiedTokens", () => {
  it("keeps a token until its expiry or the reuse bound, whichever comes first", () => {
    let now = 0;
    const tokens = new VerifiedTokens<string>(10, 600_000, () => now);
    tokens.put("short", "s", 120_000);
    tokens.put("long", "l", 3_600_000);
    tokens.put("expired", "e", 0);
    expect(tokens.get("expired")).toBeUndefined();
    now = 119_999;
    expect([tokens.get("short"), tokens.get("long")]).toEqual(["s", "l"]);
    now = 120_000;
    expect(tokens.get("short")).toBeUndefined();
    now = 600_000;
    expect(tokens.get("long")).toBeUndefined();
  });

  it("answers only the very token it verified, and holds at most maxEntries", () => {
    const tokens = new VerifiedTokens<string>(2, 600_000, () => 0);
    tokens.put("token-a", "a", 60_000);
    expect(tokens.get("token-a")).toBe("a");
    expect(tokens.get("token-A")).toBeUndefined();
    expect(tokens.get("token-a ")).toBeUndefined();
    tokens.put("token-b", "b", 60_000);
    tokens.put("token-c", "c", 60_000);
    expect(tokens.size).toBe(2);
    expect(tokens.get("token-a")).toBeUndefined();
  });
});

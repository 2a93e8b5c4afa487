import { describe, expect, it } from "vitest";
import { RefusedLimits } from "./refused-limits.ts";

const minute = 60_000;

describe("RefusedLimits", () => {
  it("refuses a key again until the end of the window it was refused in, and no longer", () => {
    const refused = new RefusedLimits();
    refused.remember("events/60000ms", "192.0.2.1", minute, 90_000);
    expect(refused.refusalOf("events/60000ms", "192.0.2.1", 90_001)).toEqual({
      limit: "events/60000ms",
      from: 60_000,
      until: 120_000,
    });
    expect(refused.refusalOf("events/60000ms", "192.0.2.1", 119_999)).toBeDefined();
    expect(refused.refusalOf("events/60000ms", "192.0.2.1", 120_000)).toBeUndefined();
    expect(refused.size).toBe(0);
  });

  it("asks the database again when the clock is set back into an earlier window", () => {
    const refused = new RefusedLimits();
    refused.remember("events/60000ms", "192.0.2.1", minute, 90_000);
    expect(refused.refusalOf("events/60000ms", "192.0.2.1", 59_999)).toBeUndefined();
    expect(refused.refusalOf("events/60000ms", "192.0.2.1", 60_000)).toBeDefined();
  });

  it.each([
    ["another key", "events/60000ms", "192.0.2.2"],
    ["another limit", "remote-config/60000ms", "192.0.2.1"],
  ])("does not refuse %s", (_, limit, key) => {
    const refused = new RefusedLimits();
    refused.remember("events/60000ms", "192.0.2.1", minute, 90_000);
    expect(refused.refusalOf(limit, key, 90_001)).toBeUndefined();
  });

  it("keeps at most maxEntries, forgetting ended windows first, then the oldest", () => {
    const refused = new RefusedLimits(2);
    refused.remember("l", "ended", minute, 0);
    refused.remember("l", "old", minute, 60_000);
    refused.remember("l", "new", minute, 61_000);
    expect(refused.size).toBe(2);
    expect(refused.refusalOf("l", "old", 61_000)).toBeDefined();
    refused.remember("l", "newest", minute, 62_000);
    expect(refused.size).toBe(2);
    expect(refused.refusalOf("l", "old", 62_000)).toBeUndefined();
    expect(refused.refusalOf("l", "newest", 62_000)).toBeDefined();
  });
});

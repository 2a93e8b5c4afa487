import { describe, expect, it } from "vitest";
import { secondsUntilNextWindow, windowStartOf, withinLimit } from "./rate-window.ts";

const minute = 60_000;

describe("windowStartOf", () => {
  it.each([
    [0, minute, 0],
    [59_999, minute, 0],
    [60_000, minute, 60_000],
    [90_500, minute, 60_000],
    [3_599_999, 15 * minute, 2_700_000],
  ])("%d ms lies in the %d ms window starting at %d", (now, windowMs, start) => {
    expect(windowStartOf(now, windowMs)).toBe(start);
  });

  it("puts every instant of a window in the same one, so processes agree", () => {
    const starts = new Set([120_000, 150_000, 179_999].map((now) => windowStartOf(now, minute)));
    expect([...starts]).toEqual([120_000]);
  });
});

describe("secondsUntilNextWindow", () => {
  it.each([
    [60_000, minute, 60],
    [90_000, minute, 30],
    [119_001, minute, 1],
    [119_999, minute, 1],
    [0, 15 * minute, 900],
  ])("at %d ms in %d ms windows: %d s", (now, windowMs, seconds) => {
    expect(secondsUntilNextWindow(now, windowMs)).toBe(seconds);
  });
});

describe("withinLimit", () => {
  it.each([
    [1, true],
    [5, true],
    [6, false],
    [100, false],
  ])("request number %d of a window with a limit of 5: %s", (count, allowed) => {
    expect(withinLimit(count, { max: 5, windowMs: minute })).toBe(allowed);
  });
});

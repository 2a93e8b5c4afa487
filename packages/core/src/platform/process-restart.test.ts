import { describe, expect, it } from "vitest";
import { nextRestart } from "./process-restart.ts";

describe("nextRestart: 1 s doubling up to 30 s, back to 1 s after a minute up", () => {
  it.each<[number, number, number, number]>([
    [0, 0, 1000, 1],
    [1, 500, 2000, 2],
    [2, 5_000, 4000, 3],
    [4, 59_999, 16_000, 5],
    [5, 1_000, 30_000, 6],
    [12, 1_000, 30_000, 13],
    [12, 60_000, 1000, 1],
    [3, 3_600_000, 1000, 1],
  ])("after %d restarts in a row, dying %d ms up waits %d ms (restart %d in a row)", (inARow, upFor, delay, next) => {
    expect(nextRestart(inARow, upFor)).toEqual({ delayMs: delay, restartsInARow: next });
  });
});

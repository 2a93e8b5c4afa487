import { describe, expect, it } from "vitest";
import { FailedResponseError } from "./errors.ts";
import { retryDelayMs, shouldRetryFetch } from "./retry.ts";

describe("shouldRetryFetch (3 retries, none on 400, 401, 404)", () => {
  it.each<[number, unknown, boolean]>([
    [0, new FailedResponseError(500), true],
    [2, new FailedResponseError(500), true],
    [3, new FailedResponseError(500), false],
    [0, new FailedResponseError(408), true],
    [0, new FailedResponseError(400), false],
    [0, new FailedResponseError(401), false],
    [0, new FailedResponseError(404), false],
    [0, new TypeError("Failed to fetch"), true],
    [3, new TypeError("Failed to fetch"), false],
    [0, { status: "404" }, true],
    [0, null, true],
  ])("after %d retries, %s → %s", (retriesSoFar, error, expected) => {
    expect(shouldRetryFetch(retriesSoFar, error)).toBe(expected);
  });
});

describe("retryDelayMs (1 s doubling, at most 30 s)", () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])("retry %d waits %d ms", (retriesSoFar, delay) => {
    expect(retryDelayMs(retriesSoFar)).toBe(delay);
  });
});

import { describe, expect, it } from "vitest";
import { FailedResponseError, noValidRightsMessage } from "./errors.ts";
import { failedStatus, type RightFetchFailure, rightFetchFailure } from "./request-failure.ts";

const apiError = (status: number, apiMessage: string) => Object.assign(new FailedResponseError(status), { apiMessage });

describe("failedStatus", () => {
  it.each<[string, unknown, number | undefined]>([
    ["a 500", new FailedResponseError(500), 500],
    ["a 503", new FailedResponseError(503), 503],
    ["a network failure", new TypeError("Failed to fetch"), undefined],
    ["a timeout", new DOMException("late", "TimeoutError"), undefined],
    ["a status that is no number", { status: "500" }, undefined],
    ["nothing", null, undefined],
  ])("%s → %s", (_, error, status) => {
    expect(failedStatus(error)).toBe(status);
  });
});

describe("rightFetchFailure (only 'No valid usage rights.' is a free member)", () => {
  it.each<[string, unknown, RightFetchFailure]>([
    ["No valid usage rights. (403)", apiError(403, noValidRightsMessage), "free-member"],
    ["No valid usage rights. (404)", apiError(404, noValidRightsMessage), "free-member"],
    ["a refused token (401)", apiError(401, "Unauthorized"), "token-refused"],
    ["a 500", apiError(500, "Internal server error."), "unknown"],
    ["a 503 (identity provider unreachable)", apiError(503, "Service unavailable."), "unknown"],
    ["a 403 with another message", apiError(403, "Forbidden."), "unknown"],
    ["a network failure", new TypeError("Failed to fetch"), "unknown"],
    ["a timeout", new DOMException("late", "TimeoutError"), "unknown"],
  ])("%s → %s", (_, error, meaning) => {
    expect(rightFetchFailure(error)).toBe(meaning);
  });
});

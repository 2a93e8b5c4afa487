import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../lib/api-client";
import { deskMessages } from "../messages/desk";
import { deskErrorOf, isFinalForDesk } from "./deskApi";

describe("what the operator is told of a failed desk request", () => {
  it.each([
    ["no valid token", new ApiRequestError(401, "Sign in first"), "signed-out", deskMessages.api.signedOut],
    ["a missing permission", new ApiRequestError(403, "lacks desk:write"), "forbidden", deskMessages.api.forbidden],
    ["no such thing", new ApiRequestError(404, "No such account"), "not-found", deskMessages.api.notFound],
    [
      "a rejected input",
      new ApiRequestError(422, "months: Too small"),
      "invalid",
      deskMessages.api.invalid("months: Too small"),
    ],
    [
      "a change that does not apply",
      new ApiRequestError(409, "The reader has no running course"),
      "invalid",
      deskMessages.api.invalid("The reader has no running course"),
    ],
    ["a fault of the server", new ApiRequestError(500, "Internal server error"), "failed", deskMessages.api.failed],
    [
      "the database away for a moment",
      new ApiRequestError(503, "The database cannot be reached just now", "database-unavailable"),
      "failed",
      deskMessages.api.failed,
    ],
    ["no answer at all", new TypeError("Failed to fetch"), "failed", deskMessages.api.failed],
  ])("%s", (_, error, failure, message) => {
    expect(deskErrorOf(error)).toMatchObject({ failure, message });
  });
});

describe("which failed desk requests are not asked again", () => {
  it.each<[string, unknown, boolean]>([
    ["a refusal (403)", new ApiRequestError(403, "lacks desk:write"), true],
    ["a rejected input (422)", new ApiRequestError(422, "months: Too small"), true],
    ["a change that does not apply (409)", new ApiRequestError(409, "Another import is running"), true],
    [
      "the same change still running (409 idempotency-key-in-flight)",
      new ApiRequestError(409, "still running", "idempotency-key-in-flight"),
      false,
    ],
    ["the database away (503)", new ApiRequestError(503, "", "database-unavailable"), false],
    ["a killed process behind the front (502)", new ApiRequestError(502, ""), false],
  ])("%s → final: %s", (_, error, final) => {
    expect(isFinalForDesk(error)).toBe(final);
  });
});

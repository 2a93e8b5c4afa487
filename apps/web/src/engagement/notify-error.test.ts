import { FailedResponseError } from "@awd/core/errors";
import { expect, it } from "vitest";
import { isServerFailure } from "./notify-error";

it.each<[string, unknown, boolean]>([
  ["a 500", new FailedResponseError(500), true],
  ["a 503", new FailedResponseError(503), true],
  ["no answer at all (a network failure)", new TypeError("Failed to fetch"), true],
  ["a refusal: 400", new FailedResponseError(400), false],
  ["a refusal: 429", new FailedResponseError(429), false],
])("%s is told in a toast: %s", (_, error, toast) => {
  expect(isServerFailure(error)).toBe(toast);
});

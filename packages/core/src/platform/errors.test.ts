import { describe, expect, it } from "vitest";
import { FailedResponseError, identityErrorCodes, isIdentityErrorCode } from "./errors.ts";

describe("FailedResponseError", () => {
  it.each([400, 404, 500])("status %d: named failed-response, the status as message", (status) => {
    const error = new FailedResponseError(status);
    expect(error).toBeInstanceOf(Error);
    expect({ name: error.name, message: error.message, status: error.status }).toEqual({
      name: "failed-response",
      message: String(status),
      status,
    });
  });
});

describe("isIdentityErrorCode", () => {
  it.each<[unknown, boolean]>([
    ...identityErrorCodes.map((code): [unknown, boolean] => [code, true]),
    ["unknown-code", false],
    ["", false],
    ["toString", false],
    [undefined, false],
  ])("%s → %s", (code, known) => {
    expect(isIdentityErrorCode(code)).toBe(known);
  });
});

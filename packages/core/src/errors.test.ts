import { describe, expect, it } from "vitest";
import {
  FailedResponseError,
  identityErrorCodes,
  identityErrorMessage,
  identityErrorMessages,
  previewCodeAttemptsExceededMessage,
  unknownIdentityErrorMessage,
} from "./errors.ts";

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

describe("identityErrorMessage", () => {
  it.each([
    ["email-already-in-use", "このメールアドレスはすでに登録されています。"],
    ["wrong-password", "メールアドレスまたはパスワードが正しくありません。"],
    ["invalid-credential", "メールアドレスまたはパスワードが正しくありません。"],
    ["unknown-code", unknownIdentityErrorMessage],
    ["", unknownIdentityErrorMessage],
    ["toString", unknownIdentityErrorMessage],
  ])("%s → %s", (code, message) => {
    expect(identityErrorMessage(code)).toBe(message);
  });

  it.each(identityErrorCodes)("%s has its own Japanese message", (code) => {
    expect(identityErrorMessages[code]).toMatch(/[ぁ-んァ-ン一-龯]/);
    expect(identityErrorMessage(code)).not.toBe(unknownIdentityErrorMessage);
  });
});

describe("previewCodeAttemptsExceededMessage (10 failed attempts per hour)", () => {
  it("names the limit and the wait", () => {
    expect(previewCodeAttemptsExceededMessage).toBe(
      "プレビューコードの入力に10回失敗しました。1時間後にもう一度お試しください。",
    );
  });
});

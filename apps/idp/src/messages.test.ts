import { identityErrorCodes } from "@awd/core/errors";
import { describe, expect, it } from "vitest";
import { identityErrorMessage, identityErrorMessages, unknownIdentityErrorMessage } from "./messages.ts";

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

import { previewCodeAttempts } from "./constants.ts";

// The errors both apps throw, catch and show (docs/product/errors-and-retries.md).

// docs/product/errors-and-retries.md#failed-responses: a content fetch that was not ok; the message
// is the status code as text.
export class FailedResponseError extends Error {
  override readonly name = "failed-response";
  readonly status: number;

  constructor(status: number) {
    super(String(status));
    this.status = status;
  }
}

// docs/product/errors-and-retries.md#no-valid-rights: the right fetch failing with this message
// means a free member with an empty right.
export const noValidRightsMessage = "No valid usage rights.";

// docs/product/sign-in-and-accounts.md#silent-session-check: login_required starts a login redirect
// (without an alliance token); every other error is ignored.
export const loginRequiredError = "login_required";

// docs/product/sign-in-and-accounts.md#identity-errors: each code with what the reader is told.
export const identityErrorCodes = [
  "email-already-in-use",
  "wrong-password",
  "user-not-found",
  "too-many-requests",
  "network-request-failed",
  "invalid-credential",
] as const;
export type IdentityErrorCode = (typeof identityErrorCodes)[number];

export const identityErrorMessages: Record<IdentityErrorCode, string> = {
  "email-already-in-use": "このメールアドレスはすでに登録されています。",
  // Also for an email with no account: the answer must not tell which emails have one.
  "wrong-password": "メールアドレスまたはパスワードが正しくありません。",
  "user-not-found": "このメールアドレスのアカウントは見つかりません。",
  "too-many-requests": "試行回数が上限を超えました。しばらくしてからもう一度お試しください。",
  "network-request-failed": "通信に失敗しました。接続を確認してもう一度お試しください。",
  "invalid-credential": "メールアドレスまたはパスワードが正しくありません。",
};

export const unknownIdentityErrorMessage = "ログインに失敗しました。もう一度お試しください。";

const isIdentityErrorCode = (code: string): code is IdentityErrorCode =>
  identityErrorCodes.some((known) => known === code);

export const identityErrorMessage = (code: string): string =>
  isIdentityErrorCode(code) ? identityErrorMessages[code] : unknownIdentityErrorMessage;

// docs/product/subscriptions-and-codes.md#preview-code-attempts: the 429 answer after too many failed codes.
export const previewCodeAttemptsExceededMessage = `プレビューコードの入力に${previewCodeAttempts.maxFailures}回失敗しました。${previewCodeAttempts.windowMs / 3_600_000}時間後にもう一度お試しください。`;

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

// docs/product/sign-in-and-accounts.md#identity-errors: the codes of a refused sign-in or sign-up.
export const identityErrorCodes = [
  "email-already-in-use",
  "wrong-password",
  "user-not-found",
  "too-many-requests",
  "network-request-failed",
  "invalid-credential",
] as const;
export type IdentityErrorCode = (typeof identityErrorCodes)[number];

// What the reader is told for each code is the identity provider's page's (apps/idp/src/messages.ts).
export const isIdentityErrorCode = (code: unknown): code is IdentityErrorCode =>
  identityErrorCodes.some((known) => known === code);

import { ApiRequestError } from "../../lib/api-client";
import { accountMessages } from "../../messages/account";

type CodeRefusal = keyof typeof accountMessages.codeRefusals;

const isCodeRefusal = (code: string | undefined): code is CodeRefusal =>
  code !== undefined && Object.hasOwn(accountMessages.codeRefusals, code);

/**
 * What the reader is told when a preview or linking code was not taken: the Japanese of the API's
 * problem code; for a fault of the server, that the server failed; with no answer at all, that it
 * could not be reached; for any other refusal (a code this page does not know), a generic one.
 * Never the API's own message.
 */
export function codeRefusalMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return accountMessages.codeNoAnswer;
  if (error.status >= 500) return accountMessages.codeServerFailed;
  const code = error.problemCode;
  return isCodeRefusal(code) ? accountMessages.codeRefusals[code] : accountMessages.codeRefused;
}

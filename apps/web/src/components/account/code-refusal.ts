import { ApiRequestError } from "../../lib/api-client";
import { accountMessages } from "../../messages/account";

type CodeRefusal = keyof typeof accountMessages.codeRefusals;

const isCodeRefusal = (code: string | undefined): code is CodeRefusal =>
  code !== undefined && Object.hasOwn(accountMessages.codeRefusals, code);

/**
 * What the reader is told when a preview or linking code was not taken: the Japanese of the API's
 * problem code, or the generic message for any other failure (a code this page does not know, a
 * fault, no answer at all).
 */
export function codeRefusalMessage(error: unknown): string {
  const code = error instanceof ApiRequestError ? error.problemCode : undefined;
  return isCodeRefusal(code) ? accountMessages.codeRefusals[code] : accountMessages.loadFailed;
}

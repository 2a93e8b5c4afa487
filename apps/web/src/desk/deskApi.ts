import { type ApiCall, browserApiAt } from "../auth/browser-api";
import { ApiRequestError } from "../lib/api-client";
import { type AnswerOf, type ApiRoute, type CallArgs, type PathArgs, pathOf } from "../lib/api-route";
import { deskMessages } from "../messages/desk";
import type { ActionKeys } from "./action-keys";

/** How a desk request failed, as the operator must be told it. */
export type DeskFailure = "signed-out" | "forbidden" | "not-found" | "invalid" | "failed";

/** A failed desk request: `message` is the Japanese sentence to show. */
export class DeskApiError extends Error {
  override readonly name = "DeskApiError";
  constructor(
    readonly failure: DeskFailure,
    message: string,
    /** the API's status; undefined when it could not be reached */
    readonly status?: number,
    /** the API's problem code (docs/product/errors-and-retries.md), when it gave one */
    readonly problemCode?: string,
  ) {
    super(message);
  }
}

/** What the operator is told of a failed desk request: never a refusal shown as a failure, or the reverse. */
export function deskErrorOf(error: unknown): DeskApiError {
  if (error instanceof DeskApiError) return error;
  if (!(error instanceof ApiRequestError)) return new DeskApiError("failed", deskMessages.api.failed);
  const { status, problemCode } = error;
  if (status === 401) return new DeskApiError("signed-out", deskMessages.api.signedOut, status, problemCode);
  if (status === 403) return new DeskApiError("forbidden", deskMessages.api.forbidden, status, problemCode);
  if (status === 404) return new DeskApiError("not-found", deskMessages.api.notFound, status, problemCode);
  if (status === 409 || status === 422)
    return new DeskApiError("invalid", deskMessages.api.invalid(error.apiMessage), status, problemCode);
  return new DeskApiError("failed", deskMessages.api.failed, status, problemCode);
}

// A refusal or a rejected input gets the same answer however often it is asked; a change whose
// first sending is still running (409 idempotency-key-in-flight) is answered once that one is.
export const isFinalForDesk = (error: unknown) =>
  error instanceof ApiRequestError &&
  [403, 409, 422].includes(error.status) &&
  error.problemCode !== "idempotency-key-in-flight";

export interface DeskCall<T> extends ApiCall<T> {
  /**
   * The screen's keys for a change (action-keys.ts): the change goes with an Idempotency-Key, and is
   * then asked again after a failure as a read is, since the API applies it once.
   */
  keys?: ActionKeys;
}

/** A call of a desk route: its arguments (RouteArgs), how to ask, and the screen's keys. */
export type DeskRouteCall<R extends ApiRoute> = Omit<DeskCall<AnswerOf<R>>, "method" | "body">;

/**
 * Calls a desk route of the API with the operator's access token (docs/product/publishers-desk.md).
 * Reads are asked again as every read of the site is, except after a refusal; a change is sent once,
 * unless it carries an idempotency key. Throws a DeskApiError.
 */
export function deskApi<R extends ApiRoute>(route: R, ...[call]: CallArgs<R, DeskRouteCall<R>>): Promise<AnswerOf<R>>;
export async function deskApi<T>(route: ApiRoute, call: DeskCall<T> & PathArgs = {}): Promise<T> {
  const { keys, params: _params, query: _query, ...init } = { ...call, method: route.method };
  const path = pathOf(route, call);
  const isRead = init.method === undefined || init.method === "GET";
  const idempotencyKey = isRead ? undefined : keys?.keyFor({ method: init.method, path, body: init.body });
  const retries =
    isRead || idempotencyKey !== undefined
      ? {
          ...init.retries,
          isFinal: (error: unknown) => isFinalForDesk(error) || (init.retries?.isFinal?.(error) ?? false),
        }
      : init.retries;
  try {
    const answer = await browserApiAt<T>(path, { ...init, retries, idempotencyKey });
    keys?.done();
    return answer;
  } catch (error) {
    throw deskErrorOf(error);
  }
}

import { authHeaders } from "@awd/core/auth-header";
import { siteApiPath } from "@awd/core/base-path";
import { retryDelayMs, shouldRetryFetch } from "@awd/core/retry";
import { type ApiMethod, ApiRequestError, type ReadData, requestApi } from "../lib/api-client";
import { type AnswerOf, type ApiRoute, type CallArgs, type PathArgs, pathOf } from "../lib/api-route";
import { removeAllianceToken } from "./alliance-cookie";
import { sessionCredentials } from "./session-store";

export interface Retries {
  /** Stops asking again: the page moved on, or the reader asked again themselves. */
  signal?: AbortSignal;
  /** Told of each failure that will be asked again, so the page can say so meanwhile. */
  onRetry?: (error: unknown) => void;
  /** An answer that is final for this call although the rule would retry it. */
  isFinal?: (error: unknown) => boolean;
}

export interface ApiCall<T = unknown> {
  method?: ApiMethod;
  body?: unknown;
  /** Reads the answer's data (and status) into what the caller wants; the data as it is without. */
  read?: ReadData<T>;
  /**
   * Reads are asked again by the shared rule (decisions: 3 retries, growing delays). A write is
   * asked again only when its caller passes retries, having made sure a second one does no harm.
   */
  retries?: Retries;
  /**
   * Sent as Idempotency-Key: the API applies the write once however often it is sent with this key
   * (docs/product/errors-and-retries.md#idempotency-keys), so a write with one may be asked again.
   */
  idempotencyKey?: string;
}

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const isWrite = (init: ApiCall<unknown>) => init.method !== undefined && init.method !== "GET";

async function requestOnce<T>(path: string, init: ApiCall<T>): Promise<T> {
  const credentials = await sessionCredentials();
  try {
    // docs/adr/017: on the site's own origin, so no CORS preflight comes before a request that
    // carries the reader's credentials (the site's cookies go with it; the API reads none of them).
    return await requestApi<T>(`${siteApiPath}${path}`, {
      method: init.method,
      headers: {
        ...authHeaders(credentials),
        ...(init.idempotencyKey === undefined ? {} : { "Idempotency-Key": init.idempotencyKey }),
      },
      body: init.body,
      read: init.read,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401 && credentials.kind === "alliance") {
      removeAllianceToken();
      window.location.reload();
    }
    throw error;
  }
}

/** A call of a route: its arguments (RouteArgs) and how to ask; a `read` of its own makes its answer T. */
export type RouteCall<R extends ApiRoute, T = AnswerOf<R>> = Omit<ApiCall<T>, "method" | "body">;

/**
 * Calls a route of the API from the browser with the visitor's credentials and unwraps { data },
 * asking again after a failure the retry rule allows. On a 401 to an alliance request the stored
 * token is dropped and the page reloads.
 */
export function browserApi<R extends ApiRoute, T = AnswerOf<R>>(
  route: R,
  ...[call]: CallArgs<R, RouteCall<R, T>>
): Promise<T>;
export function browserApi<T>(route: ApiRoute, call: ApiCall<T> & PathArgs = {}): Promise<T> {
  const { params: _params, query: _query, ...init } = call;
  return browserApiAt(pathOf(route, call), { ...init, method: route.method });
}

/** The same, at a path a route's pathOf gave (the desk's calls, which key their changes by it). */
export function browserApiAt<T>(path: string, init: ApiCall<T> = {}): Promise<T> {
  const retries = init.retries ?? (isWrite(init) ? undefined : {});
  return retries ? withRetries(() => requestOnce<T>(path, init), retries) : requestOnce<T>(path, init);
}

/** Runs a request to the API, and again after each failure the retry rule allows. */
export async function withRetries<T>(request: () => Promise<T>, retries: Retries = {}): Promise<T> {
  for (let retriesSoFar = 0; ; retriesSoFar += 1) {
    try {
      return await request();
    } catch (error) {
      const final = retries.isFinal?.(error) || !shouldRetryFetch(retriesSoFar, error);
      if (final || retries.signal?.aborted) throw error;
      retries.onRetry?.(error);
      await wait(retryDelayMs(retriesSoFar), retries.signal);
    }
  }
}

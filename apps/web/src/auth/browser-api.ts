import { authHeaders } from "@awd/core/auth-header";
import { FailedResponseError } from "@awd/core/errors";
import { retryDelayMs, shouldRetryFetch } from "@awd/core/retry";
import { removeAllianceToken } from "./alliance-cookie";
import { publicConfig } from "./public-config";
import { sessionCredentials } from "./session-store";

/** A request error with the API's message, which readers may be shown. */
export class ApiRequestError extends FailedResponseError {
  constructor(
    status: number,
    readonly apiMessage: string,
  ) {
    super(status);
  }
}

export interface Retries {
  /** Stops asking again: the page moved on, or the reader asked again themselves. */
  signal?: AbortSignal;
  /** Told of each failure that will be asked again, so the page can say so meanwhile. */
  onRetry?: (error: unknown) => void;
  /** An answer that is final for this call although the rule would retry it. */
  isFinal?: (error: unknown) => boolean;
}

export interface ApiCall {
  method?: "GET" | "POST";
  body?: unknown;
  /**
   * Reads are asked again by the shared rule (decisions: 3 retries, growing delays). A write is
   * asked again only when its caller passes retries, having made sure a second one does no harm.
   */
  retries?: Retries;
}

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function requestOnce<T>(path: string, init: ApiCall): Promise<T> {
  const credentials = await sessionCredentials();
  const base = init.method === "POST" ? publicConfig.writeApiUrl : publicConfig.readApiUrl;
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: {
      ...authHeaders(credentials),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 401 && credentials.kind === "alliance") {
    removeAllianceToken();
    window.location.reload();
  }
  const body = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!response.ok) throw new ApiRequestError(response.status, body.message ?? "");
  return body.data as T;
}

/**
 * Calls the API from the browser with the visitor's credentials and unwraps { data }, asking again
 * after a failure the retry rule allows. On a 401 to an alliance request the stored token is
 * dropped and the page reloads.
 */
export function browserApi<T>(path: string, init: ApiCall = {}): Promise<T> {
  const retries = init.retries ?? (init.method === "POST" ? undefined : {});
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

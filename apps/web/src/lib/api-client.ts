import { FailedResponseError } from "@awd/core/errors";
import { type AnswerOf, type ApiRoute, type CallArgs, type PathArgs, pathOf } from "./api-route";

// The one way the web talks to the API, on the server and in the browser: send, unwrap the
// contract's { data }, and turn every failure into an error that says what went wrong. Without
// zod, so the browser's bundle stays small: the server passes the contract's schema as `read`.

/**
 * The API answered with an error status; apiMessage is its message, which readers may be shown, and
 * problemCode the contract's code when it gave one (database-unavailable, idempotency-key-in-flight…).
 */
export class ApiRequestError extends FailedResponseError {
  constructor(
    status: number,
    readonly apiMessage: string,
    readonly problemCode?: string,
  ) {
    super(status);
  }
}

/** The API answered 2xx with a body that is not what the contract says. */
export class MalformedAnswerError extends Error {
  override readonly name = "malformed-answer";
}

/**
 * Checks the answer's data and returns it typed, or throws saying what is wrong. The status tells
 * answers apart that carry the same data (201 created, 200 already there).
 */
export type ReadData<T> = (data: unknown, status: number) => T;

export type ApiMethod = "GET" | "POST" | "DELETE";

export interface ApiRequest<T> {
  method?: ApiMethod;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  credentials?: RequestCredentials;
  keepalive?: boolean;
  signal?: AbortSignal;
  read?: ReadData<T>;
}

const describe = (method: string, url: string) => `${method} ${new URL(url, "http://web").pathname}`;

const readDataOf = <T>(body: unknown, status: number, read: ReadData<T> | undefined, what: string): T => {
  if (typeof body !== "object" || body === null || !("data" in body))
    throw new MalformedAnswerError(`${what}: the answer has no data`);
  if (!read) return body.data as T;
  try {
    return read(body.data, status);
  } catch (error) {
    throw new MalformedAnswerError(`${what}: the answer does not match the contract: ${(error as Error).message}`, {
      cause: error,
    });
  }
};

/** Sends one request to the API at url and gives the answer's data. */
export async function requestApi<T>(url: string, request: ApiRequest<T> = {}): Promise<T> {
  const method = request.method ?? "GET";
  const response = await fetch(url, {
    method,
    headers: {
      ...request.headers,
      ...(request.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: request.credentials,
    keepalive: request.keepalive,
    signal: request.signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const field = (name: string) => {
      const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
      return typeof value === "string" ? value : undefined;
    };
    throw new ApiRequestError(response.status, field("message") ?? "", field("code"));
  }
  return readDataOf(body, response.status, request.read, describe(method, url));
}

/** A request of a route as requestRoute sends it: the route's arguments, and how to send it. */
export type RouteRequest<R extends ApiRoute> = Omit<ApiRequest<AnswerOf<R>>, "method" | "body">;

/**
 * Sends one request of a route to the API at base (the read API's origin, or the site's API path)
 * and gives the answer's data: what browserApi does not send (an anonymous read other caches may
 * keep, a batch sent as the page is left).
 */
export function requestRoute<R extends ApiRoute>(
  base: string,
  route: R,
  ...[call]: CallArgs<R, RouteRequest<R>>
): Promise<AnswerOf<R>> {
  const { params, query, body, ...request } = (call ?? {}) as PathArgs & { body?: unknown } & RouteRequest<R>;
  return requestApi(`${base}${pathOf(route, { params, query })}`, { ...request, method: route.method, body });
}

import { FailedResponseError } from "@awd/core/errors";
import { type ReadData, requestApi } from "./api-client";
import { type AnswerOf, type ApiRoute, type DescriptorOf, pathOf, type RouteArgs } from "./api-route";
import { apiTimeoutSignal } from "./api-timeout";
import { readApiUrl } from "./env";

/**
 * GET from the read API, anonymously, and check the answer with read (the contract's schema, by
 * readContract): an answer that does not match fails as an error status does. Pages are prerendered
 * and regenerated (ISR), so what is read here is the public part every visitor gets.
 */
export function readApi<R extends ApiRoute>(route: R, call: ReadCall<R>): Promise<AnswerOf<R>>;
/** @deprecated A path by hand: every call moves to its route of the generated client. */
export function readApi<T>(path: string, read: ReadData<T>): Promise<T>;
export function readApi<T>(pathOrRoute: string | ApiRoute, readOrCall: ReadData<T> | ReadCall<ApiRoute>): Promise<T> {
  const [path, read] =
    typeof pathOrRoute === "string"
      ? [pathOrRoute, readOrCall as ReadData<T>]
      : [pathOf(pathOrRoute, readOrCall as ReadCall<ApiRoute>), (readOrCall as ReadCall<ApiRoute>).read as ReadData<T>];
  return requestApi(`${readApiUrl}${path}`, { signal: apiTimeoutSignal(), read });
}

/** A read of a route: its arguments, and the contract's schema to check the answer with (readContract). */
export type ReadCall<R extends ApiRoute> = RouteArgs<DescriptorOf<R>> & { read: ReadData<AnswerOf<R>> };

/** The same, with a 404 read as "there is none". */
export async function readApiOrNull<R extends ApiRoute>(route: R, call: ReadCall<R>): Promise<AnswerOf<R> | null>;
/** @deprecated A path by hand: every call moves to its route of the generated client. */
export async function readApiOrNull<T>(path: string, read: ReadData<T>): Promise<T | null>;
export async function readApiOrNull<T>(
  pathOrRoute: string | ApiRoute,
  readOrCall: ReadData<T> | ReadCall<ApiRoute>,
): Promise<T | null> {
  try {
    return await readApi<T>(pathOrRoute as string, readOrCall as ReadData<T>);
  } catch (error) {
    if (error instanceof FailedResponseError && error.status === 404) return null;
    throw error;
  }
}

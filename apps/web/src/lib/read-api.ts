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
export const readApi = <R extends ApiRoute>(route: R, call: ReadCall<R>): Promise<AnswerOf<R>> =>
  requestApi(`${readApiUrl}${pathOf(route, call)}`, { signal: apiTimeoutSignal(), read: call.read });

/** A read of a route: its arguments, and the contract's schema to check the answer with (readContract). */
export type ReadCall<R extends ApiRoute> = RouteArgs<DescriptorOf<R>> & { read: ReadData<AnswerOf<R>> };

/** The same, with a 404 read as "there is none". */
export async function readApiOrNull<R extends ApiRoute>(route: R, call: ReadCall<R>): Promise<AnswerOf<R> | null> {
  try {
    return await readApi(route, call);
  } catch (error) {
    if (error instanceof FailedResponseError && error.status === 404) return null;
    throw error;
  }
}

import { FailedResponseError } from "@awd/core/errors";
import { type ReadData, requestApi } from "./api-client";
import { apiTimeoutSignal } from "./api-timeout";
import { readApiUrl } from "./env";

/**
 * GET from the read API, anonymously, and check the answer with read (the contract's schema, by
 * readContract): an answer that does not match fails as an error status does. Pages are prerendered
 * and regenerated (ISR), so what is read here is the public part every visitor gets.
 */
export const readApi = <T>(path: string, read: ReadData<T>): Promise<T> =>
  requestApi(`${readApiUrl}${path}`, { signal: apiTimeoutSignal(), read });

/** The same, with a 404 read as "there is none". */
export async function readApiOrNull<T>(path: string, read: ReadData<T>): Promise<T | null> {
  try {
    return await readApi(path, read);
  } catch (error) {
    if (error instanceof FailedResponseError && error.status === 404) return null;
    throw error;
  }
}

import { apiTimeoutSignal } from "./api-timeout";
import { readApiUrl } from "./env";

/** docs/product/errors-and-retries.md#failed-responses: a non-ok answer is an error named with its status code. */
export class FailedResponse extends Error {
  constructor(readonly status: number) {
    super(String(status));
    this.name = "failed-response";
  }
}

/**
 * GET from the read API, anonymously, and unwrap the contract's { data } envelope. Pages are
 * prerendered and regenerated (ISR), so what is read here is the public part every visitor gets.
 */
export async function readApi<T>(path: string): Promise<T> {
  const response = await fetch(`${readApiUrl}${path}`, { signal: apiTimeoutSignal() });
  if (!response.ok) throw new FailedResponse(response.status);
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** The same, with a 404 read as "there is none". */
export async function readApiOrNull<T>(path: string): Promise<T | null> {
  try {
    return await readApi<T>(path);
  } catch (error) {
    if (error instanceof FailedResponse && error.status === 404) return null;
    throw error;
  }
}

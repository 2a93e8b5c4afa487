import { fetchRetry } from "../constants.ts";
import { failedStatus } from "./request-failure.ts";

// docs/product/errors-and-retries.md#retries: 3 retries, 1 s doubling up to 30 s, none on 400, 401 and 404 (a
// retry would get the same answer). Shaped for TanStack Query's retry and retryDelay options,
// where retriesSoFar is 0 at the first failure.
const noRetryStatuses: readonly number[] = fetchRetry.noRetryStatuses;

export const shouldRetryFetch = (retriesSoFar: number, error: unknown): boolean => {
  const status = failedStatus(error);
  return retriesSoFar < fetchRetry.maxRetries && (status === undefined || !noRetryStatuses.includes(status));
};

export const retryDelayMs = (retriesSoFar: number): number =>
  Math.min(fetchRetry.firstDelayMs * 2 ** retriesSoFar, fetchRetry.maxDelayMs);

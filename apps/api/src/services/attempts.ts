import type { Database } from "@awd/db/client";
import { admitRequest, type LimitCheck, type NamedLimit, uncountRequest } from "./rate-limits.ts";

/** A limit on failed attempts (wrong passwords, wrong codes) as a request limit named `name`. */
export const failureLimit = (name: string, attempts: { maxFailures: number; windowMs: number }): NamedLimit => ({
  name,
  max: attempts.maxFailures,
  windowMs: attempts.windowMs,
});

/** An attempt refused for too many failures: Retry-After says when the window frees (core's rate window). */
export interface TooManyAttempts {
  tooManyAttempts: true;
  retryAfterSeconds: number;
}

export const isTooManyAttempts = (outcome: unknown): outcome is TooManyAttempts =>
  typeof outcome === "object" && outcome !== null && "tooManyAttempts" in outcome;

export type LimitedAttempt<T> = { refused: true; retryAfterSeconds: number } | { refused: false; result: T };

/**
 * Runs an attempt only while its failures are within every limit. The attempt is counted before
 * it is checked and taken back when it succeeds, so however many arrive at once, no more than the
 * limit are ever checked.
 */
export async function limitFailures<T>(
  db: Database,
  checks: readonly LimitCheck[],
  now: Date,
  attempt: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<LimitedAttempt<T>> {
  const admitted = await admitRequest(db, checks, now);
  if (!admitted.ok) return { refused: true, retryAfterSeconds: admitted.retryAfterSeconds };
  const result = await attempt();
  if (succeeded(result)) await uncountRequest(db, checks, now);
  return { refused: false, result };
}

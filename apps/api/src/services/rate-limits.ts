import { type RateLimit, secondsUntilNextWindow, windowStartOf, withinLimit } from "@awd/core/rate-window";
import type { Database } from "@awd/db/client";
import { rateLimitCounters } from "@awd/db/schema/limits";
import { and, eq, lt, sql } from "drizzle-orm";
import type { RefusedLimits } from "../refused-limits.ts";

/** A limit as the counters table knows it: its name keeps counts of different limits apart. */
export interface NamedLimit extends RateLimit {
  name: string;
}

/** One limit to count a request against, under one key (an address, an installation, an account). */
export interface LimitCheck {
  limit: NamedLimit;
  key: string;
}

export type LimitOutcome = { ok: true } | { ok: false; limit: string; retryAfterSeconds: number };

const counterKey = [rateLimitCounters.limit, rateLimitCounters.key, rateLimitCounters.windowStart];
const windowOf = (limit: RateLimit, now: Date) => new Date(windowStartOf(now.getTime(), limit.windowMs));

/**
 * Counts one request and returns its number in the current window. One atomic upsert: concurrent
 * requests, also from other API processes, each get a different number.
 */
async function countRequest(db: Database, { limit, key }: LimitCheck, now: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ limit: limit.name, key, windowStart: windowOf(limit, now), count: 1 })
    .onConflictDoUpdate({ target: counterKey, set: { count: sql`${rateLimitCounters.count} + 1` } })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

/**
 * Counts a request against each limit in order and refuses it at the first one it exceeds. The
 * limits after that one do not count it: an attacker refused under their own address does not use
 * up what is left for the same account elsewhere.
 *
 * Given `refused` (only for limits that are never counted back), a key this process saw refused in
 * the current window is refused again from memory, without counting, and each new refusal is
 * remembered until its window ends (refused-limits.ts).
 */
export async function admitRequest(
  db: Database,
  checks: readonly LimitCheck[],
  now: Date,
  refused?: RefusedLimits,
): Promise<LimitOutcome> {
  const at = now.getTime();
  const refusal = (limit: NamedLimit): LimitOutcome => ({
    ok: false,
    limit: limit.name,
    retryAfterSeconds: secondsUntilNextWindow(at, limit.windowMs),
  });
  if (refused) for (const { limit, key } of checks) if (refused.refusalOf(limit.name, key, at)) return refusal(limit);
  for (const check of checks) {
    if (!withinLimit(await countRequest(db, check, now), check.limit)) {
      refused?.remember(check.limit.name, check.key, check.limit.windowMs, at);
      return refusal(check.limit);
    }
  }
  return { ok: true };
}

/** Takes a counted request back, for limits that count failures only: it turned out a success. */
export async function uncountRequest(db: Database, checks: readonly LimitCheck[], now: Date): Promise<void> {
  for (const { limit, key } of checks)
    await db
      .update(rateLimitCounters)
      .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
      .where(
        and(
          eq(rateLimitCounters.limit, limit.name),
          eq(rateLimitCounters.key, key),
          eq(rateLimitCounters.windowStart, windowOf(limit, now)),
        ),
      );
}

/** Drops the counters of windows that ended before `before`; they decide nothing any more. */
export async function deleteEndedCounters(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}

import { retentionCutoff } from "@awd/core/event-retention";
import type { Database } from "@awd/db/client";
import { sqlRows } from "@awd/db/search/sql-rows";
import { sql } from "drizzle-orm";
import { describeFault } from "../errors.ts";
import { removeExpiredIdempotencyKeys } from "../idempotency.ts";
import type { Logger } from "../logger.ts";
import { deleteEndedCounters } from "./rate-limits.ts";

/**
 * Rolls the events received before the retention cutoff up into daily counts and deletes them,
 * in one statement: an event is either a raw row or counted in its day, never both or neither.
 * Returns how many events were rolled up.
 */
export async function rollUpOldEvents(db: Database, now: Date, retentionDays: number): Promise<number> {
  const cutoff = retentionCutoff(now, retentionDays);
  const [row] = await sqlRows<{ rolled: number }>(
    db,
    sql`
    WITH old AS (
      DELETE FROM analytics_events WHERE received_at < ${cutoff.toISOString()}::timestamptz
      RETURNING received_at, event, awd_user_type, question_id, answer_rating, answer_text
    ), daily AS (
      INSERT INTO analytics_event_daily_counts
        (day, event, awd_user_type, question_id, answer_kind, answer_rating, count)
      SELECT ((received_at AT TIME ZONE 'UTC') + interval '9 hours')::date, event, awd_user_type,
        coalesce(question_id, ''),
        CASE WHEN answer_rating IS NOT NULL THEN 'rating' WHEN answer_text IS NOT NULL THEN 'text' ELSE '' END,
        coalesce(answer_rating, 0), count(*)
      FROM old GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ON CONSTRAINT analytics_event_daily_counts_pk
      DO UPDATE SET count = analytics_event_daily_counts.count + excluded.count
      RETURNING count
    )
    SELECT (SELECT count(*) FROM old)::int AS rolled`,
  );
  return row?.rolled ?? 0;
}

const dayMs = 86_400_000;

/**
 * The daily upkeep of the API's database: old events rolled up, counters of ended windows and
 * idempotency keys past their time dropped.
 */
async function dailyUpkeep(db: Database, retentionDays: number, logger: Logger) {
  const now = new Date();
  try {
    const rolled = await rollUpOldEvents(db, now, retentionDays);
    // The longest limit window is a day: older counters decide nothing.
    const counters = await deleteEndedCounters(db, new Date(now.getTime() - dayMs));
    const keys = await removeExpiredIdempotencyKeys(db, now);
    logger.info(
      {
        events_rolled_up: rolled,
        rate_limit_counters_deleted: counters,
        idempotency_keys_deleted: keys,
        retention_days: retentionDays,
      },
      "daily upkeep done",
    );
  } catch (error) {
    logger.error(
      { stack_trace: error instanceof Error ? error.stack : undefined },
      `daily upkeep failed, it runs again tomorrow: ${describeFault(error)}`,
    );
  }
}

/** Runs the upkeep now and then once a day while the API runs (the timer does not keep it running). */
export function startDailyUpkeep(db: Database, retentionDays: number, logger: Logger): void {
  void dailyUpkeep(db, retentionDays, logger);
  setInterval(() => void dailyUpkeep(db, retentionDays, logger), dayMs).unref();
}

import { feedbackEventName } from "@awd/core/constants";
import type { DailyEventCount } from "@awd/core/contract/desk-reports";
import type { analyticsEventSchema } from "@awd/core/contract/events";
import { firstReportedDay, lastReportedDay } from "@awd/core/event-retention";
import { feedbackAnswerSchema } from "@awd/core/feedback-answer";
import { type EventTotals, eventTotals } from "@awd/core/report-figures";
import { userTypes } from "@awd/core/user-type";
import type { Database } from "@awd/db/client";
import { analyticsEventDailyCounts, analyticsEvents } from "@awd/db/schema/engagement";
import { type AnyColumn, and, count, gte, lt, lte, sql } from "drizzle-orm";
import type { z } from "zod";

// docs/product/analytics-events.md#feedback-answers-as-events: feedback answers are analytics events named user_feedback carrying
// question_id and answer_value. Events stay in our database; nothing goes to a third party.
export type EventInput = z.output<typeof analyticsEventSchema>;

/** The row of one event; question_id and answer_value are kept for user_feedback events only. */
function rowOf(input: EventInput, subject: string | undefined, receivedAt: Date): typeof analyticsEvents.$inferInsert {
  const row = {
    event: input.event,
    label: input.label ?? null,
    userType: input.awd_user_type,
    environment: input.environment ?? null,
    subject: subject ?? null,
    receivedAt,
  };
  if (input.event !== feedbackEventName) return row;
  // Validated by the route; parsing again gives core's normal form (a text answer trimmed).
  const answer = feedbackAnswerSchema.parse({ question_id: input.question_id, answer_value: input.answer_value });
  const value = answer.answer_value;
  return {
    ...row,
    questionId: answer.question_id,
    answerRating: typeof value === "number" ? value : null,
    answerText: typeof value === "string" ? value : null,
  };
}

export async function storeEvents(
  db: Database,
  events: readonly EventInput[],
  context: { subject: string | undefined; receivedAt: Date },
): Promise<number> {
  if (events.length === 0) return 0;
  const stored = await db
    .insert(analyticsEvents)
    .values(events.map((e) => rowOf(e, context.subject, context.receivedAt)))
    .returning({ id: analyticsEvents.id });
  return stored.length;
}

/** Instants a report counts: from `since` (included) up to `until` (not included); open where undefined. */
export interface ReportWindow {
  since?: Date;
  until?: Date;
}

/** The Tokyo calendar day of a timestamptz column, as the roll-up counts days. */
export const tokyoDaySql = (column: AnyColumn) =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/** Raw events received within the window. */
export const receivedWithin = (window: ReportWindow) =>
  and(
    window.since ? gte(analyticsEvents.receivedAt, window.since) : undefined,
    window.until ? lt(analyticsEvents.receivedAt, window.until) : undefined,
  );

/** Rolled-up days a window counts: whole days, from the day `since` falls in to the day before `until`. */
export const rolledUpWithin = (window: ReportWindow) =>
  and(
    window.since ? gte(analyticsEventDailyCounts.day, firstReportedDay(window.since)) : undefined,
    window.until ? lte(analyticsEventDailyCounts.day, lastReportedDay(window.until)) : undefined,
  );

const byDayEventAndType = (a: DailyEventCount, b: DailyEventCount) =>
  a.day.localeCompare(b.day) ||
  (a.event < b.event ? -1 : a.event > b.event ? 1 : 0) ||
  userTypes.indexOf(a.userType) - userTypes.indexOf(b.userType);

/**
 * How many events of each name and user type arrived on each Tokyo day of a window: the raw events
 * and the daily counts of those past the retention. Every events report is made from these.
 */
export async function dailyEventCounts(db: Database, window: ReportWindow): Promise<DailyEventCount[]> {
  const rawDay = tokyoDaySql(analyticsEvents.receivedAt);
  const raw = await db
    .select({ day: rawDay, event: analyticsEvents.event, userType: analyticsEvents.userType, count: count() })
    .from(analyticsEvents)
    .where(receivedWithin(window))
    .groupBy(rawDay, analyticsEvents.event, analyticsEvents.userType);
  const rolledUp = await db
    .select({
      day: analyticsEventDailyCounts.day,
      event: analyticsEventDailyCounts.event,
      userType: analyticsEventDailyCounts.userType,
      count: sql<number>`sum(${analyticsEventDailyCounts.count})::int`,
    })
    .from(analyticsEventDailyCounts)
    .where(rolledUpWithin(window))
    .groupBy(analyticsEventDailyCounts.day, analyticsEventDailyCounts.event, analyticsEventDailyCounts.userType);
  const totals = new Map<string, DailyEventCount>();
  for (const row of [...raw, ...rolledUp]) {
    const key = `${row.day}\u0000${row.event}\u0000${row.userType}`;
    totals.set(key, { ...row, count: (totals.get(key)?.count ?? 0) + row.count });
  }
  return [...totals.values()].sort(byDayEventAndType);
}

export interface EventsReport {
  since: string | null;
  rows: EventTotals[];
}

/** One row per event name, a column per user type (core's order) and the row's total. */
export const summarizeEvents = (
  counts: readonly Omit<DailyEventCount, "day">[],
  since: Date | undefined,
): EventsReport => ({
  since: since?.toISOString() ?? null,
  rows: eventTotals(counts),
});

export async function eventsReport(db: Database, window: ReportWindow): Promise<EventsReport> {
  return summarizeEvents(await dailyEventCounts(db, window), window.since);
}

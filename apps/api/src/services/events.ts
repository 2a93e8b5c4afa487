import { feedbackEventName } from "@awd/core/constants";
import type { analyticsEventSchema } from "@awd/core/contract/events";
import { firstReportedDay } from "@awd/core/event-retention";
import { feedbackAnswerSchema } from "@awd/core/feedback-answer";
import { type UserType, userTypes } from "@awd/core/user-type";
import type { Database } from "@awd/db/client";
import { analyticsEventDailyCounts, analyticsEvents } from "@awd/db/schema/engagement";
import { count, gte, sql } from "drizzle-orm";
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

export interface EventCount {
  event: string;
  userType: string;
  count: number;
}

/**
 * How many events of each name and user type arrived since an instant (all when undefined): the
 * raw events and the daily counts of those past the retention, from the day `since` falls in.
 */
async function eventCounts(db: Database, since: Date | undefined): Promise<EventCount[]> {
  const raw = await db
    .select({ event: analyticsEvents.event, userType: analyticsEvents.userType, count: count() })
    .from(analyticsEvents)
    .where(since ? gte(analyticsEvents.receivedAt, since) : undefined)
    .groupBy(analyticsEvents.event, analyticsEvents.userType);
  const rolledUp = await db
    .select({
      event: analyticsEventDailyCounts.event,
      userType: analyticsEventDailyCounts.userType,
      count: sql<number>`sum(${analyticsEventDailyCounts.count})::int`,
    })
    .from(analyticsEventDailyCounts)
    .where(since ? gte(analyticsEventDailyCounts.day, firstReportedDay(since)) : undefined)
    .groupBy(analyticsEventDailyCounts.event, analyticsEventDailyCounts.userType);
  const totals = new Map<string, EventCount>();
  for (const row of [...raw, ...rolledUp]) {
    const key = `${row.event}\u0000${row.userType}`;
    const known = totals.get(key);
    totals.set(key, { event: row.event, userType: row.userType, count: (known?.count ?? 0) + row.count });
  }
  return [...totals.values()];
}

export interface EventsReport {
  since: string | null;
  rows: { event: string; counts: Record<UserType, number>; total: number }[];
}

/** One row per event name, a column per user type (core's order) and the row's total. */
export function summarizeEvents(counts: readonly EventCount[], since: Date | undefined): EventsReport {
  const names = [...new Set(counts.map((c) => c.event))].sort();
  return {
    since: since?.toISOString() ?? null,
    rows: names.map((event) => {
      const own = counts.filter((c) => c.event === event);
      const byType = Object.fromEntries(
        userTypes.map((type) => [type, own.find((c) => c.userType === type)?.count ?? 0]),
      ) as Record<UserType, number>;
      return { event, counts: byType, total: own.reduce((sum, c) => sum + c.count, 0) };
    }),
  };
}

export async function eventsReport(db: Database, since: Date | undefined): Promise<EventsReport> {
  return summarizeEvents(await eventCounts(db, since), since);
}

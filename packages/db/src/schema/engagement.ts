import type { UserType } from "@awd/core/user-type";
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Remote-config values (docs/product/remote-config.md#values), set by the operator desk. `pattern`
 * is the condition: '' for the key's default value, or `ab:A` / `abc:C` for the installations of
 * one A/B or A/B/C group.
 */
export const remoteConfigValues = pgTable(
  "remote_config_values",
  {
    key: text("key").notNull(),
    pattern: text("pattern").notNull().default(""),
    value: jsonb("value").$type<unknown>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.pattern] })],
);

/**
 * Analytics events (docs/product/analytics-events.md#events) as the site sends them; feedback
 * answers are `user_feedback` events.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    event: text("event").notNull(),
    label: text("label"),
    userType: text("awd_user_type").$type<UserType>().notNull(),
    environment: text("environment"),
    questionId: text("question_id"),
    /** a star rating answer (1 to 5) */
    answerRating: smallint("answer_rating"),
    /** a text answer */
    answerText: text("answer_text"),
    /** the signed-in reader who sent it, when the request carried a valid access token */
    subject: text("subject"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("analytics_events_received_at_idx").on(t.receivedAt),
    index("analytics_events_event_idx").on(t.event, t.receivedAt),
  ],
);

/**
 * Events older than the retention, rolled up into counts per day (Tokyo) and kind: what the reports
 * need, without the rows. `answerKind` is '' for events that are not feedback, 'rating' or 'text'.
 */
export const analyticsEventDailyCounts = pgTable(
  "analytics_event_daily_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    event: text("event").notNull(),
    userType: text("awd_user_type").$type<UserType>().notNull(),
    questionId: text("question_id").notNull().default(""),
    answerKind: text("answer_kind").$type<"" | "rating" | "text">().notNull().default(""),
    /** the star rating of rating answers; 0 otherwise */
    answerRating: smallint("answer_rating").notNull().default(0),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({
      name: "analytics_event_daily_counts_pk",
      columns: [t.day, t.event, t.userType, t.questionId, t.answerKind, t.answerRating],
    }),
  ],
);

import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every change made on the publisher's desk or by the desk's command line
 * (docs/product/publishers-desk.md#audit-log): who, what, on what, before, after, when. Never holds a
 * secret: a rotated secret is written as "(rotated)".
 */
export const deskAudit = pgTable(
  "desk_audit",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** the identity provider's subject of the operator; "cli" for the command line */
    actorSubject: text("actor_subject").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** a dotted name, e.g. course.grant */
    action: text("action").notNull(),
    /** what was changed, e.g. a reader's email or a month */
    target: text("target").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("desk_audit_at_idx").on(t.at), index("desk_audit_action_idx").on(t.action, t.at)],
);

import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters: one row per limit, key (an address, an installation id, an
 * account) and window. Incremented with one atomic upsert, so a limit holds under concurrency and
 * across several API processes sharing the database.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    limit: text("limit_name").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.limit, t.key, t.windowStart] }),
    index("rate_limit_counters_window_idx").on(t.windowStart),
  ],
);

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

/**
 * Writes sent with an Idempotency-Key (docs/product/errors-and-retries.md#idempotency-keys): one row
 * per owner (an operator's or a reader's subject) and key, claimed before the write; the answer is
 * stored in the write's own transaction, so a write that committed always has its answer here and a
 * retry is answered from it. A row without an answer is a write still running (its transaction holds
 * the row locked) or one that never committed. Rows older than idempotencyKeys.keptMs are removed.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    owner: text("owner").notNull(),
    /** sha-256 of the Idempotency-Key (base64url) */
    key: text("key").notNull(),
    /** sha-256 of the method, path and body: the same key with another request is refused */
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    /** the answer's body, sealed (AES-256-GCM) with a key derived from the Idempotency-Key */
    body: text("body"),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

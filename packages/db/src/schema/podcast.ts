import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The private podcast feed URLs (docs/product/podcast-feed.md#the-feed-url). Only the token's SHA-256
 * is kept: a leaked table names no working URL. A reader has at most one live token; revoking or
 * re-issuing stamps revokedAt, so the old URL answers 410 Gone rather than 404.
 */
export const podcastFeedTokens = pgTable(
  "podcast_feed_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** the identity provider's subject of the reader */
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("podcast_feed_tokens_subject_idx").on(t.subject),
    uniqueIndex("podcast_feed_tokens_live_idx").on(t.subject).where(sql`${t.revokedAt} is null`),
  ],
);

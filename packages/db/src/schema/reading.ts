import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What each reader opened and finished (docs/product/reading-history.md#what-is-recorded): one row per
 * reader and article, so recording the same thing again changes only the last opening. No foreign key
 * to articles: a withdrawn article leaves the row, which the summary no longer shows.
 */
export const articleReadings = pgTable(
  "article_readings",
  {
    /** the identity provider's subject of the reader */
    subject: text("subject").notNull(),
    articleId: integer("article_id").notNull(),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }).notNull(),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }).notNull(),
    /** when the end of the text came into view or the exercises were done; null until then */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.articleId] }),
    index("article_readings_subject_last_opened_idx").on(t.subject, t.lastOpenedAt),
  ],
);

/** The Tokyo calendar days on which a reader opened or finished an article (docs/product/reading-history.md#days-read). */
export const readingDays = pgTable(
  "reading_days",
  {
    subject: text("subject").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day] })],
);

import type { ReviewGrade, ReviewStateName } from "@awd/core/review-schedule";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The words a reader saved (docs/product/notebook.md#saved-words); one per reader, word and sentence,
 * so a repeated save finds the word already kept. The index holds the sentence's md5: a sentence of
 * 1,000 characters can pass the size a btree entry may have.
 */
export const notebookWords = pgTable(
  "notebook_words",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** the identity provider's subject of the reader */
    subject: text("subject").notNull(),
    word: text("word").notNull(),
    lemma: text("lemma").notNull(),
    sentence: text("sentence").notNull(),
    /** the paragraph's Japanese translation, when the reader was shown it */
    translation: text("translation"),
    /** what the popover showed the word means (glossary Japanese or a dictionary sense); may be empty */
    meaning: text("meaning").notNull().default(""),
    articleId: integer("article_id").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("notebook_words_subject_word_sentence_idx").on(t.subject, t.word, sql`md5(${t.sentence})`),
    index("notebook_words_subject_created_idx").on(t.subject, t.createdAt),
  ],
);

/** Each saved word's review schedule (docs/product/notebook.md#review-schedule), as ts-fsrs keeps it. */
export const reviewCards = pgTable(
  "review_cards",
  {
    wordId: bigint("word_id", { mode: "number" })
      .primaryKey()
      .references(() => notebookWords.id, { onDelete: "cascade" }),
    /** the reader's subject again, so a reader's due queue is one index scan */
    subject: text("subject").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    state: text("state").$type<ReviewStateName>().notNull(),
    lastReview: timestamp("last_review", { withTimezone: true }),
  },
  (t) => [index("review_cards_subject_due_idx").on(t.subject, t.due, t.wordId)],
);

/**
 * Every grade counted (docs/product/notebook.md#grading-counts-once): one per card and review count,
 * which the unique index holds even when the same grade arrives twice at once.
 */
export const reviewLog = pgTable(
  "review_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    wordId: bigint("word_id", { mode: "number" })
      .notNull()
      .references(() => notebookWords.id, { onDelete: "cascade" }),
    /** the review count the card was shown at */
    reps: integer("reps").notNull(),
    grade: text("grade").$type<ReviewGrade>().notNull(),
    /** the state and due the grade found */
    stateBefore: text("state_before").$type<ReviewStateName>().notNull(),
    dueBefore: timestamp("due_before", { withTimezone: true }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("review_log_word_reps_idx").on(t.wordId, t.reps)],
);

import type { Category, Level } from "@awd/core/categories";
import type { SentenceTiming } from "@awd/core/contract/articles";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const series = pgTable("series", {
  id: text("id").primaryKey(),
  path: text("path").notNull().unique(),
  name: text("name").notNull(),
  nameJa: text("name_ja").notNull(),
  category: text("category").$type<Category>().notNull(),
  level: text("level").$type<Level>().notNull(),
  hasAudio: boolean("has_audio").notNull(),
  isFinished: boolean("is_finished").notNull(),
  description: text("description").notNull(),
  position: integer("position").notNull(),
});

export const weeklyIssues = pgTable("weekly_issues", {
  date: date("date").primaryKey(),
});

export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey(),
    seriesId: text("series_id")
      .notNull()
      .references(() => series.id),
    issueDate: date("issue_date")
      .notNull()
      .references(() => weeklyIssues.date),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    level: text("level").$type<Level>().notNull(),
    isFree: boolean("is_free").notNull(),
    titleEn: text("title_en").notNull(),
    titleJa: text("title_ja").notNull(),
    leadEn: text("lead_en").notNull(),
    leadJa: text("lead_ja").notNull(),
    // A digest of the source file, so a re-import of an unchanged article writes nothing.
    sourceHash: text("source_hash").notNull(),
  },
  (t) => [index("articles_published_at_idx").on(t.publishedAt), index("articles_series_idx").on(t.seriesId)],
);

export const articleParagraphs = pgTable(
  "article_paragraphs",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    textEn: text("text_en").notNull(),
    textJa: text("text_ja").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.position] })],
);

export const glossaryEntries = pgTable(
  "glossary_entries",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    word: text("word").notNull(),
    partOfSpeech: text("part_of_speech").notNull(),
    meaning: text("meaning").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.position] })],
);

export const quizItems = pgTable(
  "quiz_items",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    // choice: multiple choice; dictation: listen and write; repeat: listen and repeat.
    kind: text("kind").$type<"choice" | "dictation" | "repeat">().notNull(),
    question: text("question").notNull(),
    choices: jsonb("choices").$type<string[]>().notNull(),
    answer: text("answer").notNull(),
    explanation: text("explanation").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.position] })],
);

export const credits = pgTable("credits", {
  articleId: integer("article_id")
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  author: text("author").notNull(),
  illustrator: text("illustrator").notNull(),
});

export const images = pgTable(
  "images",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    role: text("role").$type<"main" | "thumbnail">().notNull(),
    path: text("path").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    blurhash: text("blurhash").notNull(),
    imageDescription: text("image_description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.role] })],
);

export const audios = pgTable("audios", {
  articleId: integer("article_id")
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  path: text("path").notNull(),
  durationMs: integer("duration_ms").notNull(),
  sentences: jsonb("sentences").$type<SentenceTiming[]>().notNull(),
  /** The AAC rendition podcast apps get, and its size for the feed's enclosure; null when none was made. */
  aacPath: text("aac_path"),
  aacBytes: integer("aac_bytes"),
});

export const relations = pgTable(
  "relations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    relatedId: integer("related_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.position] })],
);

export const notices = pgTable("notices", {
  id: serial("id").primaryKey(),
  message: text("message").notNull(),
  url: text("url"),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  /** The desk's order: the home page shows the notices in force by it, lowest first. */
  position: integer("position").notNull().default(0),
});

// An article's search record: exactly these fields, all required.
export const searchRecords = pgTable("search_records", {
  objectID: text("object_id").primaryKey(),
  articleId: integer("article_id")
    .notNull()
    .references(() => articles.id, { onDelete: "cascade" }),
  magazineName: text("magazine_name").notNull(),
  level: text("level").notNull(),
  contentId: text("content_id").notNull(),
  content: text("content").notNull(),
  titleEn: text("title_en").notNull(),
  titleJa: text("title_ja").notNull(),
  textEn: text("text_en").notNull(),
  textJa: text("text_ja").notNull(),
  thumbnail: text("thumbnail").notNull(),
});

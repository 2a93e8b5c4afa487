import { customType, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { searchRecords } from "./content.ts";

// Written and read only through SQL (to_tsvector, @@); the text form is all the ORM ever sees.
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The full-text index of the search records (packages/db/src/search/index-records.ts builds it):
 * one row per record, English stemmed ('english') and Japanese split into words by Intl.Segmenter
 * ('simple'), in three vectors so the ranking can tell a title match from a body match.
 */
export const searchIndex = pgTable(
  "search_index",
  {
    objectID: text("object_id")
      .primaryKey()
      .references(() => searchRecords.objectID, { onDelete: "cascade" }),
    articleId: integer("article_id").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    // Which analysis built the row; rows of an older one are rebuilt at the next import.
    version: smallint("version").notNull(),
    titleVec: tsvector("title_vec").notNull(),
    leadVec: tsvector("lead_vec").notNull(),
    // Title, lead and body: what "matches" means.
    docVec: tsvector("doc_vec").notNull(),
  },
  (t) => [
    index("search_index_doc_idx").using("gin", t.docVec),
    index("search_index_title_idx").using("gin", t.titleVec),
    // Serves "newest first" among body matches, so a common word never sorts every match.
    index("search_index_published_idx").on(t.publishedAt, t.articleId),
  ],
);

/**
 * Every indexed word and the number of records holding it, anywhere and in the title (ts_stat of
 * search_index): the totals of a one-word query without counting, and the dictionary a partial
 * Japanese word is looked up in (trigram index, migration search-indexes).
 */
export const searchTerms = pgTable("search_terms", {
  term: text("term").primaryKey(),
  docs: integer("docs").notNull(),
  titleDocs: integer("title_docs").notNull().default(0),
});

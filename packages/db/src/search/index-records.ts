import { eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { articles, searchRecords } from "../schema/content.ts";
import { searchIndex, searchTerms } from "../schema/search.ts";
import { englishText, japaneseWords } from "./text.ts";

/** Raise when text.ts analyses differently: the next import rebuilds every older row. */
export const searchIndexVersion = 1;

const batchSize = 200;

interface RecordText {
  objectID: string;
  articleId: number;
  publishedAt: Date;
  titleEn: string;
  titleJa: string;
  textEn: string;
  textJa: string;
}

// The importer writes the lead as the first line of textEn and textJa (import-edition.ts).
const firstLine = (text: string) => text.split("\n", 1)[0] ?? "";

const vector = (en: string, ja: string): SQL =>
  sql`(to_tsvector('english', ${englishText(en)}) || to_tsvector('simple', ${japaneseWords(ja)}))`;

function indexRow(r: RecordText) {
  const title = vector(r.titleEn, r.titleJa);
  return {
    objectID: r.objectID,
    articleId: r.articleId,
    publishedAt: r.publishedAt,
    version: searchIndexVersion,
    titleVec: title,
    leadVec: vector(firstLine(r.textEn), firstLine(r.textJa)),
    docVec: sql`(${title} || ${vector(r.textEn, r.textJa)})`,
  };
}

function selectRecords(db: Database) {
  return db
    .select({
      objectID: searchRecords.objectID,
      articleId: searchRecords.articleId,
      publishedAt: articles.publishedAt,
      titleEn: searchRecords.titleEn,
      titleJa: searchRecords.titleJa,
      textEn: searchRecords.textEn,
      textJa: searchRecords.textJa,
    })
    .from(searchRecords)
    .innerJoin(articles, eq(articles.id, searchRecords.articleId));
}

async function writeRows(db: Database, records: RecordText[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insert(searchIndex)
    .values(records.map(indexRow))
    .onConflictDoUpdate({
      target: searchIndex.objectID,
      set: {
        articleId: sql`excluded.article_id`,
        publishedAt: sql`excluded.published_at`,
        version: sql`excluded.version`,
        titleVec: sql`excluded.title_vec`,
        leadVec: sql`excluded.lead_vec`,
        docVec: sql`excluded.doc_vec`,
      },
    });
}

/**
 * Indexes the given search records (replacing their rows). Call refreshSearchTerms once after a
 * batch of changes: the term counts are not updated here.
 */
export async function indexSearchRecords(db: Database, objectIDs: string[]): Promise<void> {
  for (let i = 0; i < objectIDs.length; i += batchSize) {
    const ids = objectIDs.slice(i, i + batchSize);
    await writeRows(db, await selectRecords(db).where(inArray(searchRecords.objectID, ids)));
  }
}

/**
 * Recounts every indexed word (ts_stat), anywhere and in titles: the one-word totals and the
 * partial-word dictionary. Then does what autovacuum would on a server and PGlite never does:
 * moves the GIN indexes' pending entries into the indexes proper (a query would otherwise read the
 * whole pending list) and refreshes the planner's statistics (how common each word is decides the
 * query plans).
 */
async function refreshSearchTerms(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchTerms);
    await tx.execute(
      sql`INSERT INTO ${searchTerms} (term, docs, title_docs)
          SELECT d.word, d.ndoc, coalesce(t.ndoc, 0)
          FROM ts_stat('SELECT doc_vec FROM search_index') AS d
          LEFT JOIN ts_stat('SELECT title_vec FROM search_index') AS t ON t.word = d.word`,
    );
  });
  await db.execute(
    sql`SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['search_index_doc_idx', 'search_index_title_idx', 'search_terms_trgm_idx']) AS i`,
  );
  await db.execute(sql`ANALYZE search_index, search_terms`);
}

/**
 * Indexes the records that have no index row or one built by an older analysis, then recounts the
 * terms if anything changed (or the caller says records changed). Returns how many were indexed.
 */
export async function syncSearchIndex(db: Database, recordsChanged = false): Promise<number> {
  const stale = await db
    .select({ objectID: searchRecords.objectID })
    .from(searchRecords)
    .leftJoin(searchIndex, eq(searchIndex.objectID, searchRecords.objectID))
    .where(or(isNull(searchIndex.objectID), ne(searchIndex.version, searchIndexVersion)));
  await indexSearchRecords(
    db,
    stale.map((r) => r.objectID),
  );
  if (recordsChanged || stale.length > 0) await refreshSearchTerms(db);
  return stale.length;
}

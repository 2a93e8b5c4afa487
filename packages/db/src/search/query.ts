import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { searchRecords } from "../schema/content.ts";
import { searchIndex } from "../schema/search.ts";
import { buildSnippet, japaneseMatcher, latinWords, type Snippet, type SnippetTerms } from "./snippet.ts";
import { sqlRows } from "./sql-rows.ts";
import { type AnalyzedQuery, analyzeQuery, isEmptyQuery, type JapaneseQueryWord } from "./text.ts";

// How results are ordered:
//   1. title matches (every query word in the title, EN or JA): exact phrase first, then newest;
//   2. the other matches, newest first, except that the newest `rerankWindow` of them are
//      reordered by: some query word in the title (4) + the exact phrase in the text (2) + every
//      query word in the lead (1), then newest.
// Only the title matches and that bounded window are ever scored, both from small vectors or a
// handful of rows, so a common word never scores or sorts every match: the rest come from the
// (published_at, article_id) index in date order.
export const rerankWindow = 60;

// A Japanese word of this many characters or more also matches indexed words that contain it
// (trigram index); of two characters, words that start with it; of one, only itself.
const infixFrom = 3;
const maxExpansions = 16;

export interface SearchRequest {
  text: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface SearchHit {
  objectID: string;
  articleId: number;
  contentId: string;
  content: string;
  magazineName: string;
  level: string;
  titleEn: string;
  titleJa: string;
  thumbnail: string;
  publishedAt: Date;
  snippet: Snippet;
}

export interface SearchResult {
  total: number;
  hits: SearchHit[];
}

interface JapaneseTerm {
  word: string;
  /**
   * The indexed words that count as this word: itself, its other-kana spelling and longer words
   * containing it, as far as the index holds them. Empty: nothing can match.
   */
  alternatives: string[];
  /** The word reads as several lexemes and is matched as their phrase (alternatives is [word]). */
  asPhrase: boolean;
}

interface PreparedQuery {
  analyzed: AnalyzedQuery;
  englishLexemes: string[];
  japanese: JapaneseTerm[];
  /** Every query word must match: what counts toward the total. */
  all: SQL;
  /** The query's words in order, adjacent. */
  phrase: SQL;
  /** At least one query word. */
  any: SQL;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, "\\$&");

function expansionPattern(word: JapaneseQueryWord): string | undefined {
  const chars = [...word.word].length;
  if (chars >= infixFrom) return `%${likeEscape(word.inner)}%`;
  if (chars === 2) return `${likeEscape(word.inner)}%`;
  return undefined;
}

const orOf = (parts: SQL[]) => sql.join(parts, sql` || `);
const andOf = (parts: SQL[]) => sql.join(parts, sql` && `);

/** English stems and the indexed words each Japanese word stands for; undefined when nothing can match. */
async function prepare(db: Database, analyzed: AnalyzedQuery): Promise<PreparedQuery | undefined> {
  const english = analyzed.english.join(" ");
  const columns = [sql`tsvector_to_array(to_tsvector('english', ${english})) AS en`];
  analyzed.japaneseTerms.forEach((t, i) => {
    const exact = [t.word, ...(t.otherKana ? [t.otherKana] : [])].map((w) => sql`${w}`);
    const pattern = expansionPattern(t);
    const longer = pattern ? sql` OR term LIKE ${pattern}` : sql``;
    columns.push(sql`tsvector_to_array(to_tsvector('simple', ${t.word})) AS ${sql.raw(`l${i}`)}`);
    columns.push(
      sql`ARRAY(SELECT term FROM search_terms WHERE term IN (${sql.join(exact, sql`, `)})${longer}
                ORDER BY term = ${t.word} DESC, docs DESC, term LIMIT ${maxExpansions}) AS ${sql.raw(`x${i}`)}`,
    );
  });
  const [row] = await sqlRows<Record<string, string[]>>(db, sql`SELECT ${sql.join(columns, sql`, `)}`);
  const englishLexemes = row?.en ?? [];
  const japanese: JapaneseTerm[] = [];
  analyzed.japaneseTerms.forEach((t, i) => {
    const lexemes = row?.[`l${i}`] ?? [];
    // A word the parser reads as several lexemes is matched as that phrase, as indexed.
    if (lexemes.length > 1) japanese.push({ word: t.word, alternatives: [t.word], asPhrase: true });
    else if (lexemes.length === 1) japanese.push({ word: t.word, alternatives: row?.[`x${i}`] ?? [], asPhrase: false });
  });
  if (japanese.some((t) => t.alternatives.length === 0)) return undefined;
  if (englishLexemes.length === 0 && japanese.length === 0) return undefined;

  const groups = japanese.map((t) => sql`(${orOf(t.alternatives.map((w) => sql`phraseto_tsquery('simple', ${w})`))})`);
  const englishAll = englishLexemes.length > 0 ? [sql`plainto_tsquery('english', ${english})`] : [];
  const englishPhrase = englishLexemes.length > 0 ? [sql`phraseto_tsquery('english', ${english})`] : [];
  const japanesePhrase =
    analyzed.japanesePhrase.length > 0 ? [sql`phraseto_tsquery('simple', ${analyzed.japanesePhrase.join(" ")})`] : [];
  const englishAny = analyzed.english.map((w) => sql`plainto_tsquery('english', ${w})`);
  return {
    analyzed,
    englishLexemes,
    japanese,
    all: sql`(${andOf([...englishAll, ...groups])})`,
    phrase: sql`(${andOf([...englishPhrase, ...japanesePhrase])})`,
    any: sql`(${orOf([...englishAny, ...groups])})`,
  };
}

/** The one lexeme of a one-word query, whose total ts_stat has already counted. */
function singleLexeme(q: PreparedQuery): string | undefined {
  if (q.japanese.some((t) => t.asPhrase)) return undefined;
  const lexemes = new Set([...q.englishLexemes, ...q.japanese.flatMap((t) => t.alternatives)]);
  return lexemes.size === 1 ? [...lexemes][0] : undefined;
}

async function countMatches(tx: Database, q: PreparedQuery): Promise<number> {
  const single = singleLexeme(q);
  const [row] = single
    ? await sqlRows<{ n: number }>(
        tx,
        sql`SELECT coalesce((SELECT docs FROM search_terms WHERE term = ${single}), 0) AS n`,
      )
    : await sqlRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM search_index WHERE doc_vec @@ ${q.all}`);
  return row?.n ?? 0;
}

interface Ranked {
  objectID: string;
}

/** Title matches, exact phrase first then newest, as far as `limit`, and how many there are. */
async function titleMatches(tx: Database, q: PreparedQuery, limit: number) {
  const rows = await sqlRows<{ object_id: string; n: number }>(
    tx,
    sql`SELECT object_id, count(*) OVER ()::int AS n FROM search_index
        WHERE title_vec @@ ${q.all}
        ORDER BY (title_vec @@ ${q.phrase}) DESC, published_at DESC, article_id DESC
        LIMIT ${limit}`,
  );
  return { count: rows[0]?.n ?? 0, rows: rows.map((r): Ranked => ({ objectID: r.object_id })) };
}

interface BodyRow {
  object_id: string;
  title_any: boolean;
  lead_all: boolean;
}

/** Matches outside the title, newest first, rows offset..offset+limit. */
function bodyMatches(tx: Database, q: PreparedQuery, offset: number, limit: number) {
  return sqlRows<BodyRow>(
    tx,
    sql`SELECT object_id, (title_vec @@ ${q.any}) AS title_any, (lead_vec @@ ${q.all}) AS lead_all
        FROM search_index
        WHERE doc_vec @@ ${q.all} AND NOT (title_vec @@ ${q.all})
        ORDER BY published_at DESC, article_id DESC
        OFFSET ${offset} LIMIT ${limit}`,
  );
}

/** The newest body matches reordered by the secondary score (stable: equal scores stay newest first). */
async function rerank(tx: Database, q: PreparedQuery, rows: BodyRow[]): Promise<Ranked[]> {
  const multiWord = q.englishLexemes.length + q.japanese.length > 1;
  const phrased = new Set<string>();
  if (multiWord && rows.length > 0) {
    const found = await sqlRows<{ object_id: string }>(
      tx,
      sql`SELECT object_id FROM search_index
          WHERE object_id IN (${sql.join(
            rows.map((r) => sql`${r.object_id}`),
            sql`, `,
          )}) AND doc_vec @@ ${q.phrase}`,
    );
    for (const r of found) phrased.add(r.object_id);
  }
  const score = (r: BodyRow) => (r.title_any ? 4 : 0) + (phrased.has(r.object_id) ? 2 : 0) + (r.lead_all ? 1 : 0);
  return rows
    .map((r, i) => ({ r, i, s: score(r) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map(({ r }) => ({ objectID: r.object_id }));
}

/** The object ids at positions offset..offset+size of the whole ranking. */
async function pageIds(tx: Database, q: PreparedQuery, offset: number, size: number): Promise<string[]> {
  let t1 = performance.now();
  const title = await titleMatches(tx, q, offset + size);
  if (process.env.PROF) process.stdout.write(`[title=${(performance.now() - t1).toFixed(1)}] `);
  t1 = performance.now();
  const ids = title.rows.slice(offset, offset + size).map((r) => r.objectID);
  const bodyStart = Math.max(0, offset - title.count);
  const bodyEnd = offset + size - title.count;
  if (bodyEnd <= 0) return ids;
  if (bodyStart < rerankWindow) {
    const rows = await bodyMatches(tx, q, 0, Math.max(rerankWindow, bodyEnd));
    if (process.env.PROF) process.stdout.write(`[body=${(performance.now() - t1).toFixed(1)}] `);
    t1 = performance.now();
    const reranked = [
      ...(await rerank(tx, q, rows.slice(0, rerankWindow))),
      ...rows.slice(rerankWindow).map((r) => ({ objectID: r.object_id })),
    ];
    return [...ids, ...reranked.slice(bodyStart, bodyEnd).map((r) => r.objectID)];
  }
  const rows = await bodyMatches(tx, q, bodyStart, bodyEnd - bodyStart);
  return [...ids, ...rows.map((r) => r.object_id)];
}

/** English stems of the Latin words near the query's stems in the texts (for highlighting). */
async function stemsFor(db: Database, texts: string[], lexemes: string[]): Promise<Map<string, string | null>> {
  const prefixes = lexemes.map((l) => l.slice(0, 3));
  const words = new Set<string>();
  for (const text of texts) for (const w of latinWords(text)) if (prefixes.some((p) => w.startsWith(p))) words.add(w);
  const stems = new Map<string, string | null>();
  if (words.size === 0) return stems;
  const rows = await sqlRows<{ w: string; s: string[] | null }>(
    db,
    sql`SELECT v.w, ts_lexize('english_stem', v.w) AS s FROM (VALUES ${sql.join(
      [...words].map((w) => sql`(${w})`),
      sql`, `,
    )}) AS v(w)`,
  );
  for (const r of rows) stems.set(r.w, r.s?.[0] ?? null);
  return stems;
}

async function withSnippets(db: Database, q: PreparedQuery, ids: string[]): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      objectID: searchRecords.objectID,
      articleId: searchRecords.articleId,
      contentId: searchRecords.contentId,
      content: searchRecords.content,
      magazineName: searchRecords.magazineName,
      level: searchRecords.level,
      titleEn: searchRecords.titleEn,
      titleJa: searchRecords.titleJa,
      thumbnail: searchRecords.thumbnail,
      textEn: searchRecords.textEn,
      textJa: searchRecords.textJa,
      publishedAt: searchIndex.publishedAt,
    })
    .from(searchRecords)
    .innerJoin(searchIndex, eq(searchIndex.objectID, searchRecords.objectID))
    .where(inArray(searchRecords.objectID, ids));
  const byId = new Map(rows.map((r) => [r.objectID, r]));
  const english = q.analyzed.english.length > 0;
  const stemOf = english
    ? await stemsFor(
        db,
        rows.flatMap((r) => [r.textEn, r.textJa]),
        q.englishLexemes,
      )
    : new Map<string, string | null>();
  const terms: SnippetTerms = {
    lexemes: new Set(q.englishLexemes),
    japanese: japaneseMatcher(q.japanese.flatMap((t) => [t.word, ...t.alternatives])),
    stemOf,
  };
  const preferred = q.japanese.length > 0 ? "ja" : "en";
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { textEn, textJa, ...record } = row;
    return [{ ...record, snippet: buildSnippet({ en: textEn, ja: textJa }, terms, preferred) }];
  });
}

/**
 * One page of search results and the number of matches. Every query word must match (English
 * stemmed, Japanese by word or part of a word); a query of only stop words or marks matches nothing.
 */
export async function search(db: Database, request: SearchRequest): Promise<SearchResult> {
  const analyzed = analyzeQuery(request.text);
  if (isEmptyQuery(analyzed)) return { total: 0, hits: [] };
  let t0 = performance.now();
  const lap = (n: string) => {
    const t = performance.now();
    if (process.env.PROF) process.stdout.write(`${n}=${(t - t0).toFixed(1)} `);
    t0 = t;
  };
  const q = await prepare(db, analyzed);
  lap("prepare");
  if (!q) return { total: 0, hits: [] };
  const offset = (request.page - 1) * request.pageSize;
  const found = await db.transaction(async (tx) => {
    // Every match is found through an index: a sequential scan would read every vector out of
    // TOAST storage. JIT compilation costs more than these queries.
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
    lap("begin");
    const total = await countMatches(tx, q);
    lap("count");
    const ids = offset < total ? await pageIds(tx, q, offset, request.pageSize) : [];
    lap("page");
    return { total, ids };
  });
  lap("commit");
  const hits = await withSnippets(db, q, found.ids);
  lap("snippets");
  return { total: found.total, hits };
}

import type { SearchHit } from "@awd/core/contract/search";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { buildSnippet, japaneseMatcher, type Snippet, type SnippetLanguage, type SnippetTerms } from "./snippet.ts";
import { sqlRows } from "./sql-rows.ts";
import { type AnalyzedQuery, analyzeQuery, isEmptyQuery, type JapaneseQueryWord } from "./text.ts";

// How results are ordered:
//   1. title matches (every query word in the title, English or Japanese): the exact phrase
//      first, then newest;
//   2. the other matches, newest first, except that the newest `rerankWindow` of them are
//      reordered by: some query word in the title (4) + the exact phrase in the text (2) + every
//      query word in the lead (1), then newest.
// Only the title matches (small vectors kept in the row) and that bounded window are ever scored,
// so no query scores or sorts every match of a common word.
export const rerankWindow = 60;

// How matches are collected. A query whose words are rare (found in fewer than 1 record in
// `denseShare`) collects every match through the GIN index in one statement and sorts them. A
// common one takes its total from the word counts (or counts through the GIN index) and walks
// the (published_at, article_id) index newest first, testing each record, until a page is full.
// The query planner cannot make this choice well: it takes a rare word for a common one and
// walks the whole date index. Testing a record reads its vector from TOAST storage, which costs
// PGlite (WebAssembly) relatively more than a server, so it walks only for commoner words
// (measured with bench/search.ts at 100,000 records).
const denseShare = { server: 25, embedded: 10 };
// Walking for title matches tests only the small title vector kept in the row, no TOAST read: it
// pays from a far smaller share of records.
const titleDenseShare = 200;

// A Japanese word of this many characters or more also matches indexed words that contain it
// (trigram index); of two characters, words that start with it; of one, only itself.
const infixFrom = 3;
const maxAlternatives = 16;

export interface SearchRequest {
  text: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /**
   * Whether the asker may read paid text (a valid right). Otherwise a paid article's snippet comes
   * from its lead only (docs/product/search.md#paid-text-in-results).
   */
  mayReadPaid: boolean;
}

/** A hit as the database gives it; the API turns it into the contract's SearchHit. */
export type StoredSearchHit = Omit<SearchHit, "level" | "publishedAt" | "snippet" | "snippetLanguage"> & {
  level: string;
  publishedAt: Date;
  snippet: Snippet;
};

export interface SearchResult {
  total: number;
  hits: StoredSearchHit[];
}

interface JapaneseTerm {
  word: string;
  /**
   * The indexed words that count as this word: itself, its other-kana spelling and longer words
   * containing it, as far as the index holds them.
   */
  alternatives: string[];
  /** The word reads as several lexemes and is matched as their phrase (alternatives is [word]). */
  asPhrase: boolean;
}

interface PreparedQuery {
  analyzed: AnalyzedQuery;
  englishLexemes: string[];
  japanese: JapaneseTerm[];
  /** For a one-word query, the exact totals, anywhere and in the title, without counting. */
  single: { total: number; titles: number } | undefined;
  /** The expected total if the words occurred independently. */
  expected: number;
  /** Records in the index (the planner's estimate). */
  records: number;
  /** 1 record in this many holding the words makes them common (denseShare). */
  denseShare: number;
  /** Every query word must match: what counts toward the total. */
  all: SQL;
  /** The query's words in order, adjacent. */
  phrase: SQL;
  /** At least one query word. */
  any: SQL;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, "\\$&");

function containingPattern(word: JapaneseQueryWord): string | undefined {
  const chars = [...word.word].length;
  if (chars >= infixFrom) return `%${likeEscape(word.inner)}%`;
  if (chars === 2) return `${likeEscape(word.inner)}%`;
  return undefined;
}

const orOf = (parts: SQL[]) => sql.join(parts, sql` || `);
const andOf = (parts: SQL[]) => sql.join(parts, sql` && `);
const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

type Counted = [term: string, docs: number, titleDocs: number][];

/**
 * English stems and the indexed words each Japanese word stands for, with how many records hold
 * each; undefined when some word is in no record (nothing can match).
 */
async function prepare(db: Database, analyzed: AnalyzedQuery): Promise<PreparedQuery | undefined> {
  const english = analyzed.english.join(" ");
  const columns = [
    // For the rest of the transaction: matches are found through the indexes (a sequential scan
    // would read every vector out of TOAST storage), and JIT compilation costs more than any of
    // these statements.
    sql`set_config('enable_seqscan', 'off', true) AS seqscan, set_config('jit', 'off', true) AS jit`,
    sql`(SELECT reltuples::int FROM pg_class WHERE oid = 'search_index'::regclass) AS records`,
    sql`version() LIKE '%PGlite%' AS embedded`,
    sql`(SELECT json_agg(json_build_array(l, coalesce(t.docs, 0), coalesce(t.title_docs, 0)))
         FROM unnest(tsvector_to_array(to_tsvector('english', ${english}))) AS l
         LEFT JOIN search_terms AS t ON t.term = l) AS en`,
  ];
  analyzed.japaneseTerms.forEach((t, i) => {
    const exact = [t.word, ...(t.otherKana ? [t.otherKana] : [])];
    const pattern = containingPattern(t);
    const containing = pattern ? sql` OR term LIKE ${pattern}` : sql``;
    columns.push(sql`tsvector_to_array(to_tsvector('simple', ${t.word})) AS ${sql.raw(`l${i}`)}`);
    columns.push(
      sql`(SELECT json_agg(json_build_array(term, docs, title_docs)) FROM (
             SELECT term, docs, title_docs FROM search_terms WHERE term IN (${list(exact)})${containing}
             ORDER BY term = ${t.word} DESC, docs DESC, term LIMIT ${maxAlternatives}) AS x) AS ${sql.raw(`x${i}`)}`,
    );
  });
  const [row] = await sqlRows<Record<string, unknown>>(db, sql`SELECT ${sql.join(columns, sql`, `)}`);
  if (!row) return undefined;
  const counted = (key: string) => (row[key] ?? []) as Counted;
  const englishCounts = counted("en");
  const japanese: JapaneseTerm[] = [];
  const wordDocs = englishCounts.map(([, docs]) => docs);
  const japaneseCounts: Counted = [];
  for (const [i, t] of analyzed.japaneseTerms.entries()) {
    const lexemes = (row[`l${i}`] ?? []) as string[];
    const alternatives = counted(`x${i}`);
    // A word the parser reads as several lexemes is matched as that phrase, as indexed.
    if (lexemes.length > 1) japanese.push({ word: t.word, alternatives: [t.word], asPhrase: true });
    else if (lexemes.length === 1) {
      japanese.push({ word: t.word, alternatives: alternatives.map(([term]) => term), asPhrase: false });
      japaneseCounts.push(...alternatives);
      wordDocs.push(alternatives.reduce((sum, [, docs]) => sum + docs, 0));
    }
  }
  if (wordDocs.some((docs) => docs === 0)) return undefined;
  if (englishCounts.length === 0 && japanese.length === 0) return undefined;

  const lexemes = new Map(
    [...englishCounts, ...japaneseCounts].map(([l, docs, titles]) => [l, { total: docs, titles }]),
  );
  const records = Math.max(1, Number(row.records ?? 0));
  const groups = japanese.map((t) => sql`(${orOf(t.alternatives.map((w) => sql`phraseto_tsquery('simple', ${w})`))})`);
  const englishAll = englishCounts.length > 0 ? [sql`plainto_tsquery('english', ${english})`] : [];
  const englishPhrase = englishCounts.length > 0 ? [sql`phraseto_tsquery('english', ${english})`] : [];
  const japanesePhrase =
    analyzed.japanesePhrase.length > 0 ? [sql`phraseto_tsquery('simple', ${analyzed.japanesePhrase.join(" ")})`] : [];
  const englishAny = analyzed.english.map((w) => sql`plainto_tsquery('english', ${w})`);
  return {
    analyzed,
    englishLexemes: englishCounts.map(([l]) => l),
    japanese,
    single: lexemes.size === 1 && !japanese.some((t) => t.asPhrase) ? [...lexemes.values()][0] : undefined,
    expected: wordDocs.reduce((n, docs) => n * Math.min(1, docs / records), records),
    records,
    denseShare: row.embedded === true ? denseShare.embedded : denseShare.server,
    all: sql`(${andOf([...englishAll, ...groups])})`,
    phrase: sql`(${andOf([...englishPhrase, ...japanesePhrase])})`,
    any: sql`(${orOf([...englishAny, ...groups])})`,
  };
}

const isDense = (q: PreparedQuery, total: number) => total * q.denseShare >= q.records;

/** The score of a body match inside the rerank window; `doc_vec @@ phrase` only for several words. */
function secondaryScore(q: PreparedQuery): SQL {
  const multiWord = q.englishLexemes.length + q.japanese.length > 1;
  const phrase = multiWord ? sql`CASE WHEN doc_vec @@ ${q.phrase} THEN 2 ELSE 0 END` : sql`0`;
  return sql`CASE WHEN title_vec @@ ${q.any} THEN 4 ELSE 0 END + ${phrase} + CASE WHEN lead_vec @@ ${q.all} THEN 1 ELSE 0 END`;
}

/**
 * Body matches with their rank (pos, from 1): `candidates` (rows of search_index columns) newest
 * first, the newest `rerankWindow` reordered by the secondary score, stable.
 */
const reranked = (q: PreparedQuery, candidates: SQL) => sql`
  SELECT object_id, row_number() OVER (ORDER BY newest > ${rerankWindow}, score DESC, newest)::int AS pos FROM (
    SELECT w.object_id, w.newest,
           CASE WHEN w.newest <= ${rerankWindow} THEN
             (SELECT ${secondaryScore(q)} FROM search_index AS s WHERE s.object_id = w.object_id)
           END AS score
    FROM (
      SELECT c.object_id, row_number() OVER (ORDER BY c.published_at DESC, c.article_id DESC) AS newest
      FROM (${candidates}) AS c
    ) AS w
  ) AS scored`;

const byPos = <T extends { pos: number }>(rows: T[]) => [...rows].sort((a, b) => a.pos - b.pos);

interface Ranked {
  total: number;
  /** Title matches, best first, from `titlesFrom` as far as the page needs. */
  titleIds: string[];
  titlesFrom: number;
  /** How many records match in the title. */
  titles: number;
  /** Body matches, best first, from `bodyFrom`. */
  bodyIds: string[];
  bodyFrom: number;
}

/** Rare words: every match collected once through the GIN index, counted and ranked in one statement. */
async function rankByCollecting(tx: Database, q: PreparedQuery, offset: number, size: number): Promise<Ranked> {
  const bodyLimit = Math.max(rerankWindow, offset + size);
  const rows = await sqlRows<{ part: "c" | "t" | "b"; n: number; t: number; object_id: string | null }>(
    tx,
    sql`WITH found AS MATERIALIZED (
          SELECT object_id, published_at, article_id, title_vec @@ ${q.all} AS in_title,
                 title_vec @@ ${q.all} AND title_vec @@ ${q.phrase} AS title_exact
          FROM search_index WHERE doc_vec @@ ${q.all}
        )
        SELECT 'c' AS part, count(*)::int AS n, (count(*) FILTER (WHERE in_title))::int AS t, NULL AS object_id
        FROM found
        UNION ALL
        SELECT 't', pos, 0, object_id FROM (
          SELECT object_id,
                 row_number() OVER (ORDER BY title_exact DESC, published_at DESC, article_id DESC)::int AS pos
          FROM found WHERE in_title
        ) AS titled WHERE pos <= ${offset + size}
        UNION ALL
        SELECT 'b', pos, 0, object_id FROM (${reranked(
          q,
          sql`SELECT * FROM found WHERE NOT in_title ORDER BY published_at DESC, article_id DESC LIMIT ${bodyLimit}`,
        )}) AS body`,
  );
  const counts = rows.find((r) => r.part === "c");
  const ids = (part: "t" | "b") =>
    byPos(rows.flatMap((r) => (r.part === part && r.object_id !== null ? [{ pos: r.n, id: r.object_id }] : []))).map(
      (r) => r.id,
    );
  return {
    total: counts?.n ?? 0,
    titles: counts?.t ?? 0,
    titleIds: ids("t"),
    titlesFrom: 0,
    bodyIds: ids("b"),
    bodyFrom: 0,
  };
}

const newestFirst = sql`ORDER BY published_at DESC, article_id DESC`;

/** The total, how many match in the title, and the title matches at positions 0..limit (or from `offset` for one word). */
async function countAndTitles(tx: Database, q: PreparedQuery, offset: number, limit: number) {
  if (q.single) {
    // One word: the counts are known, and a title either holds it or not, so title matches are
    // simply newest first: found walking the date index when many titles hold the word, else
    // collected through the GIN index (the subquery with OFFSET 0 keeps them apart) and sorted.
    const inTitle = sql`SELECT * FROM search_index WHERE title_vec @@ ${q.all}`;
    const rows = await sqlRows<{ object_id: string }>(
      tx,
      sql`SELECT object_id FROM (${q.single.titles * titleDenseShare >= q.records ? inTitle : sql`SELECT * FROM (${inTitle} OFFSET 0) AS t`}) AS t
          ${newestFirst} OFFSET ${offset} LIMIT ${limit - offset}`,
    );
    return { ...q.single, titleIds: rows.map((r) => r.object_id), titlesFrom: offset };
  }
  const rows = await sqlRows<{ total: number; titles: number | null; object_id: string | null }>(
    tx,
    sql`SELECT c.total, t.titles, t.object_id
        FROM (SELECT (SELECT count(*)::int FROM search_index WHERE doc_vec @@ ${q.all}) AS total) AS c
        LEFT JOIN LATERAL (
          SELECT object_id, count(*) OVER ()::int AS titles FROM search_index
          WHERE title_vec @@ ${q.all}
          ORDER BY (title_vec @@ ${q.phrase}) DESC, published_at DESC, article_id DESC
          LIMIT ${limit}
        ) AS t ON true`,
  );
  return {
    total: rows[0]?.total ?? 0,
    titles: rows[0]?.titles ?? 0,
    titleIds: rows.flatMap((r) => (r.object_id === null ? [] : [r.object_id])),
    titlesFrom: 0,
  };
}

/** Common words: the totals without collecting the matches, then a walk down the date index. */
async function rankByWalking(tx: Database, q: PreparedQuery, offset: number, size: number): Promise<Ranked> {
  const { total, titles, titleIds, titlesFrom } = await countAndTitles(tx, q, offset, offset + size);
  const start = Math.max(0, offset - titles);
  const end = Math.min(total, offset + size) - titles;
  const ranked = { total, titles, titleIds, titlesFrom, bodyIds: [], bodyFrom: start };
  if (end <= 0 || offset >= total) return ranked;
  const outside = sql`doc_vec @@ ${q.all} AND NOT (title_vec @@ ${q.all})`;
  // Several common words can match few records together: those are collected and sorted.
  const candidates = (skip: number, limit: number) =>
    isDense(q, total)
      ? sql`SELECT * FROM search_index WHERE ${outside} ${newestFirst} OFFSET ${skip} LIMIT ${limit}`
      : sql`SELECT * FROM (SELECT * FROM search_index WHERE ${outside} OFFSET 0) AS m ${newestFirst} OFFSET ${skip} LIMIT ${limit}`;
  const query =
    start >= rerankWindow
      ? sql`SELECT object_id, row_number() OVER (${newestFirst})::int AS pos FROM (${candidates(start, end - start)}) AS b`
      : reranked(q, candidates(0, Math.max(rerankWindow, end)));
  const body = await sqlRows<{ object_id: string; pos: number }>(tx, query);
  return { ...ranked, bodyIds: byPos(body).map((r) => r.object_id), bodyFrom: start >= rerankWindow ? start : 0 };
}

/** The page's object ids from the ranking. */
function pageOf(r: Ranked, offset: number, size: number): string[] {
  const titles = r.titleIds.slice(offset - r.titlesFrom, offset + size - r.titlesFrom);
  const start = Math.max(0, offset - r.titles) - r.bodyFrom;
  const end = offset + size - r.titles - r.bodyFrom;
  return end <= 0 ? titles : [...titles, ...r.bodyIds.slice(start, end)];
}

interface RecordRow {
  object_id: string;
  article_id: number;
  content_id: string;
  content: string;
  magazine_name: string;
  level: string;
  title_en: string;
  title_ja: string;
  thumbnail: string;
  text: string;
  published_ms: number;
  /** Latin words of the text whose English stem is a query stem. */
  matched: string[];
}

const regexEscape = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, "\\$&");

/** The records of the page with their snippets, from the text in the query's language. */
async function withSnippets(
  db: Database,
  q: PreparedQuery,
  ids: string[],
  mayReadPaid: boolean,
): Promise<StoredSearchHit[]> {
  if (ids.length === 0) return [];
  const language: SnippetLanguage = q.japanese.length > 0 ? "ja" : "en";
  const fullText = language === "ja" ? sql`r.text_ja` : sql`r.text_en`;
  const lead = language === "ja" ? sql`a.lead_ja` : sql`a.lead_en`;
  const text = mayReadPaid ? fullText : sql`CASE WHEN a.is_free THEN ${fullText} ELSE ${lead} END`;
  const lexemes = q.englishLexemes;
  // Stems are looked up only for the words that begin like a query stem (a stem is the start of
  // its words, or nearly: studi, study).
  const beginnings = [...new Set(lexemes.map((l) => regexEscape(l.slice(0, 3))))].join("|");
  const matched =
    lexemes.length > 0
      ? sql`ARRAY(SELECT DISTINCT lower(m[1]) FROM regexp_matches(${text}, ${`\\m((?:${beginnings})[[:alnum:]]*)`}, 'gi') AS m
               WHERE (ts_lexize('english_stem', lower(m[1])))[1] IN (${list(lexemes)}))`
      : sql`ARRAY[]::text[]`;
  const rows = await sqlRows<RecordRow>(
    db,
    sql`SELECT r.object_id, r.article_id, r.content_id, r.content, r.magazine_name, r.level, r.title_en,
               r.title_ja, r.thumbnail, ${text} AS text,
               (extract(epoch FROM i.published_at) * 1000)::float8 AS published_ms, ${matched} AS matched
        FROM search_records AS r JOIN search_index AS i ON i.object_id = r.object_id
          JOIN articles AS a ON a.id = r.article_id
        WHERE r.object_id IN (${list(ids)})`,
  );
  const byId = new Map(rows.map((r) => [r.object_id, r]));
  const terms: SnippetTerms = {
    latin: new Set(rows.flatMap((r) => r.matched)),
    japanese: japaneseMatcher(q.japanese.flatMap((t) => [t.word, ...t.alternatives])),
  };
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        objectID: r.object_id,
        articleId: r.article_id,
        contentId: r.content_id,
        content: r.content,
        magazineName: r.magazine_name,
        level: r.level,
        titleEn: r.title_en,
        titleJa: r.title_ja,
        thumbnail: r.thumbnail,
        publishedAt: new Date(r.published_ms),
        snippet: buildSnippet(r.text, language, terms),
      },
    ];
  });
}

/** How matches are collected (see denseShare); tests run both on the same query. */
export type SearchStrategy = "auto" | "collect" | "walk";

/**
 * One page of search results and the number of matches. Every query word must match (English
 * stemmed, Japanese by word or part of a word); a query of only stop words or marks matches nothing.
 */
export async function search(
  db: Database,
  request: SearchRequest,
  strategy: SearchStrategy = "auto",
): Promise<SearchResult> {
  const analyzed = analyzeQuery(request.text);
  if (isEmptyQuery(analyzed)) return { total: 0, hits: [] };
  const offset = (request.page - 1) * request.pageSize;
  const ranked = await db.transaction(async (tx) => {
    const q = await prepare(tx, analyzed);
    if (!q) return undefined;
    if (q.single && offset >= q.single.total) return { q, ranking: undefined, total: q.single.total };
    const walk = strategy === "auto" ? isDense(q, q.expected) : strategy === "walk";
    const ranking = await (walk ? rankByWalking : rankByCollecting)(tx, q, offset, request.pageSize);
    return { q, ranking, total: ranking.total };
  });
  if (!ranked) return { total: 0, hits: [] };
  const ids = ranked.ranking ? pageOf(ranked.ranking, offset, request.pageSize) : [];
  return { total: ranked.total, hits: await withSnippets(db, ranked.q, ids, request.mayReadPaid) };
}

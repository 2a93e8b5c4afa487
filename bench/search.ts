// npm run bench:search [-- --sizes 10000,100000 --requests 300]
//
// Search latency: N synthetic bilingual records (vocabulary and word frequencies taken from the
// sample edition, plus a long tail of made-up words so rare terms exist) in a database of their
// own — a temporary PGlite directory, and a temporary database on the DATABASE_URL server when it
// is set, never the site's — then GET /search over real HTTP for rare and common English and
// Japanese queries at 1 and 20 concurrent clients. Prints figures; asserts nothing.

import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createApp } from "@awd/api/app";
import { remoteTokenVerification } from "@awd/api/auth";
import { apiConfigFromEnv } from "@awd/api/config";
import { createLogger } from "@awd/api/logger";
import { staticSigner } from "@awd/api/static-signing";
import { seriesCatalogue } from "@awd/core/series";
import { type DatabaseHandle, defaultPoolSize, openDatabase } from "@awd/db/client";
import { upsertSeries } from "@awd/db/content/import-edition";
import { articles, searchRecords, weeklyIssues } from "@awd/db/schema/content";
import { syncSearchIndex } from "@awd/db/search/index-records";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import pg from "pg";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    requests: { type: "string", default: "300" },
    engines: { type: "string", default: "pglite,postgres" },
  },
});
const sizes = args.sizes.split(",").map(Number);
const requestsPerRun = Number(args.requests);
const concurrencies = [1, 20];
const contentDir = resolve(import.meta.dirname, "../content/articles");

const log = (message: string) => process.stderr.write(`${message}\n`);

// ---------------------------------------------------------------------------------------------
// Synthetic records

/** A seeded generator (mulberry32): the same N gives the same records on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Vocabulary {
  words: string[];
  cumulative: Float64Array;
}

/** Words by falling frequency; draws follow Zipf's law over that order (weight 1/rank). */
function vocabulary(ranked: string[]): Vocabulary {
  const cumulative = new Float64Array(ranked.length);
  let sum = 0;
  ranked.forEach((_, i) => {
    sum += 1 / (i + 1);
    cumulative[i] = sum;
  });
  return { words: ranked, cumulative };
}

function draw(v: Vocabulary, rnd: () => number): number {
  const target = rnd() * (v.cumulative[v.cumulative.length - 1] ?? 0);
  let lo = 0;
  let hi = v.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((v.cumulative[mid] ?? 0) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const byFrequency = (counts: Map<string, number>) =>
  [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);

function corpus() {
  const en = new Map<string, number>();
  const ja = new Map<string, number>();
  const segmenter = new Intl.Segmenter("ja", { granularity: "word" });
  for (const series of readdirSync(contentDir))
    for (const file of readdirSync(join(contentDir, series))) {
      const a = JSON.parse(readFileSync(join(contentDir, series, file), "utf8")) as {
        lead: { en: string; ja: string };
        paragraphs: { en: string; ja: string }[];
      };
      for (const p of [a.lead, ...a.paragraphs]) {
        for (const w of p.en.toLowerCase().match(/[a-z]+/g) ?? []) en.set(w, (en.get(w) ?? 0) + 1);
        for (const s of segmenter.segment(p.ja))
          if (s.isWordLike && !/[a-z0-9]/i.test(s.segment)) ja.set(s.segment, (ja.get(s.segment) ?? 0) + 1);
      }
    }
  return { en: byFrequency(en), ja: byFrequency(ja) };
}

/** Made-up words for the long tail: English-like syllables, and katakana. */
function madeUpWords(count: number, syllables: string[], seed: number, known: Set<string>): string[] {
  const rnd = random(seed);
  const words = new Set<string>();
  while (words.size < count) {
    const n = 2 + Math.floor(rnd() * 3);
    let w = "";
    for (let i = 0; i < n; i++) w += syllables[Math.floor(rnd() * syllables.length)];
    if (!known.has(w)) words.add(w);
  }
  return [...words];
}

const latinSyllables =
  "ba be bi bo bu da de di do du fa fe fi fo ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo za ze zi zo zu bran tor mel quin dax".split(
    " ",
  );
const katakanaSyllables =
  "ア イ ウ エ オ カ キ ク ケ コ サ シ ス セ ソ タ チ ツ テ ト ナ ニ ヌ ネ ノ ハ ヒ フ ヘ ホ マ ミ ム メ モ ラ リ ル レ ロ ガ ギ グ ゲ ゴ ザ ジ ズ ゼ ゾ バ ビ ブ ベ ボ パ ピ プ ペ ポ ン キャ シュ チョ ティ ファ ヴィ".split(
    " ",
  );
const particles = ["の", "は", "が", "を", "に", "で", "と", "も", "から", "まで"];

interface Generated {
  en: Vocabulary;
  ja: Vocabulary;
  /** In how many records each word was drawn. */
  enDocs: Map<string, number>;
  jaDocs: Map<string, number>;
}

function sentenceEn(v: Vocabulary, rnd: () => number, words: number, seen: Set<string>): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const w = v.words[draw(v, rnd)] ?? "";
    seen.add(w);
    out.push(w);
  }
  const s = out.join(" ");
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

function sentenceJa(v: Vocabulary, rnd: () => number, words: number, seen: Set<string>): string {
  let s = "";
  for (let i = 0; i < words; i++) {
    const w = v.words[draw(v, rnd)] ?? "";
    seen.add(w);
    s += w + (particles[Math.floor(rnd() * particles.length)] ?? "");
  }
  return `${s}。`;
}

async function insertRecords(db: DatabaseHandle["db"], n: number, g: Generated): Promise<void> {
  await upsertSeries(db);
  const rnd = random(n);
  const issues = Array.from({ length: 520 }, (_, i) =>
    new Date(Date.UTC(2016, 0, 2 + i * 7)).toISOString().slice(0, 10),
  );
  for (let i = 0; i < issues.length; i += 100)
    await db
      .insert(weeklyIssues)
      .values(issues.slice(i, i + 100).map((date) => ({ date })))
      .onConflictDoNothing();
  const batch = 500;
  for (let start = 0; start < n; start += batch) {
    const rows: (typeof articles.$inferInsert)[] = [];
    const records: (typeof searchRecords.$inferInsert)[] = [];
    for (let i = start; i < Math.min(n, start + batch); i++) {
      const id = 1_000_000 + i;
      const s = seriesCatalogue[i % seriesCatalogue.length];
      if (!s) throw new Error("no series");
      const issue = issues[Math.floor((i / n) * issues.length)] ?? "2016-01-02";
      const en = new Set<string>();
      const ja = new Set<string>();
      const paragraphs = Array.from({ length: 3 + Math.floor(rnd() * 4) }, () => ({
        en: Array.from({ length: 3 }, () => sentenceEn(g.en, rnd, 8 + Math.floor(rnd() * 10), en)).join(" "),
        ja: Array.from({ length: 3 }, () => sentenceJa(g.ja, rnd, 6 + Math.floor(rnd() * 8), ja)).join(""),
      }));
      const titleEn = sentenceEn(g.en, rnd, 4 + Math.floor(rnd() * 5), en).slice(0, -1);
      const titleJa = sentenceJa(g.ja, rnd, 3 + Math.floor(rnd() * 3), ja).slice(0, -1);
      for (const w of en) g.enDocs.set(w, (g.enDocs.get(w) ?? 0) + 1);
      for (const w of ja) g.jaDocs.set(w, (g.jaDocs.get(w) ?? 0) + 1);
      const lead = paragraphs[0] ?? { en: "", ja: "" };
      rows.push({
        id,
        seriesId: s.id,
        issueDate: issue,
        publishedAt: new Date(`${issue}T06:00:00+09:00`),
        level: s.level,
        isFree: false,
        titleEn,
        titleJa,
        leadEn: lead.en,
        leadJa: lead.ja,
        sourceHash: "bench",
      });
      records.push({
        objectID: `article-${id}`,
        articleId: id,
        magazineName: s.name,
        level: s.level,
        contentId: String(id),
        content: s.path,
        titleEn,
        titleJa,
        textEn: paragraphs.map((p) => p.en).join("\n"),
        textJa: paragraphs.map((p) => p.ja).join("\n"),
        thumbnail: `media/images/${id}-thumbnail.webp`,
      });
    }
    await db.insert(articles).values(rows);
    await db.insert(searchRecords).values(records);
    process.stderr.write(`\r  records ${Math.min(n, start + batch)}/${n}`);
  }
  process.stderr.write("\n");
}

// ---------------------------------------------------------------------------------------------
// Query classes

type QueryClass = { name: string; queries: string[] };

const between = (docs: Map<string, number>, lo: number, hi: number) =>
  [...docs.entries()].filter(([, d]) => d >= lo && d <= hi).map(([w]) => w);

function pick<T>(items: T[], count: number, seed: number): T[] {
  const rnd = random(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

async function queryClasses(db: DatabaseHandle["db"], n: number, g: Generated): Promise<QueryClass[]> {
  const stop = async (words: string[]) => {
    const rows = (await db.execute(
      sql`SELECT v.w FROM (VALUES ${sql.join(
        words.map((w) => sql`(${w})`),
        sql`, `,
      )}) AS v(w) WHERE ts_lexize('english_stem', v.w) = '{}'`,
    )) as unknown as { rows: { w: string }[] };
    return new Set(rows.rows.map((r) => r.w));
  };
  const rareLo = Math.max(2, Math.round(n * 0.0001));
  const rareHi = Math.max(5, Math.round(n * 0.0005));
  const commonEnCandidates = between(g.enDocs, n * 0.1, n * 0.6).filter((w) => w.length > 2);
  const stopwords = commonEnCandidates.length > 0 ? await stop(commonEnCandidates) : new Set<string>();
  const commonEn = pick(
    commonEnCandidates.filter((w) => !stopwords.has(w)),
    20,
    1,
  );
  const rareEn = pick(
    between(g.enDocs, rareLo, rareHi).filter((w) => !g.en.words.slice(0, 2000).includes(w)),
    20,
    2,
  );
  const katakana = /^[\p{Script=Katakana}ー]+$/u;
  const rareJa = pick(
    between(g.jaDocs, rareLo, rareHi).filter((w) => katakana.test(w) && w.length >= 4),
    20,
    3,
  );
  const commonJa = pick(
    between(g.jaDocs, n * 0.1, n * 0.6).filter((w) => w.length >= 2 && !/^\p{Script=Hiragana}+$/u.test(w)),
    20,
    4,
  );
  const partialJa = pick(
    between(g.jaDocs, rareHi, n * 0.01).filter((w) => katakana.test(w) && w.length >= 5),
    20,
    5,
  ).map((w) => w.slice(0, 3));
  const pairs = pick(commonEn, 20, 6).flatMap((w, i) => {
    const other = commonEn[(i + 7) % commonEn.length];
    return other && other !== w ? [`${w} ${other}`] : [];
  });
  return [
    { name: "en rare", queries: rareEn },
    { name: "en common", queries: commonEn },
    { name: "en common pair", queries: pairs },
    { name: "ja rare (katakana)", queries: rareJa },
    { name: "ja common", queries: commonJa },
    { name: "ja partial (3 chars)", queries: partialJa },
  ].filter((c) => c.queries.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Measurement {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  meanTotal: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(url: string, queries: string[], clients: number, requests: number): Promise<Measurement> {
  const latencies: number[] = [];
  let next = 0;
  let totals = 0;
  const started = performance.now();
  const client = async () => {
    while (next < requests) {
      const q = queries[next++ % queries.length] ?? "";
      const t = performance.now();
      const response = await fetch(`${url}/search?q=${encodeURIComponent(q)}&p=1`);
      const body = (await response.json()) as { data?: { total: number } };
      latencies.push(performance.now() - t);
      if (response.status !== 200 || !body.data) throw new Error(`GET /search?q=${q}: ${response.status}`);
      totals += body.data.total;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: requests / seconds,
    meanTotal: totals / requests,
  };
}

interface Row extends Measurement {
  engine: string;
  records: number;
  query: string;
  clients: number;
}

async function benchDatabase(engine: "pglite" | "postgres", database: DatabaseHandle, n: number): Promise<Row[]> {
  const { db } = database;
  await database.migrate();
  const { en, ja } = corpus();
  const g: Generated = {
    en: vocabulary([...en, ...madeUpWords(60_000, latinSyllables, 11, new Set(en))]),
    ja: vocabulary([...ja, ...madeUpWords(40_000, katakanaSyllables, 12, new Set(ja))]),
    enDocs: new Map(),
    jaDocs: new Map(),
  };
  log(`${engine}, ${n} records:`);
  let t = performance.now();
  await insertRecords(db, n, g);
  log(`  records written in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  await syncSearchIndex(db, true);
  await db.execute(sql`ANALYZE`);
  log(`  index built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const classes = await queryClasses(db, n, g);
  for (const c of classes) log(`  ${c.name}: ${c.queries.slice(0, 5).join(", ")}…`);

  const app = createApp({
    db,
    logger: createLogger("silent"),
    config: apiConfigFromEnv({}),
    signer: staticSigner(randomBytes(16).toString("hex"), 60_000),
    tokens: remoteTokenVerification("http://127.0.0.1:9/", "bench"),
  });
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const s = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => ready(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rows: Row[] = [];
  try {
    for (const c of classes) await measure(url, c.queries, 1, c.queries.length); // warm-up
    for (const clients of concurrencies)
      for (const c of classes) {
        const m = await measure(url, c.queries, clients, requestsPerRun);
        rows.push({ engine, records: n, query: c.name, clients, ...m });
        log(`  ${c.name.padEnd(22)} ${String(clients).padStart(2)} clients  p95 ${m.p95.toFixed(1)} ms`);
      }
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
  return rows;
}

async function onPglite(n: number): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), "awd-bench-search-"));
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  try {
    return await benchDatabase("pglite", database, n);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Drops a database once its last connection has gone (a pool's end may take a moment to reach the server). */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if (attempt === 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function onPostgres(url: string, n: number): Promise<Row[]> {
  const name = `awd_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: benchUrl.toString(), poolSize: defaultPoolSize });
  try {
    return await benchDatabase("postgres", database, n);
  } finally {
    // Not DROP … WITH (FORCE): a pool whose connection is cut from under it throws.
    await database.close();
    await dropDatabase(admin, name);
    await admin.end();
  }
}

function printTable(rows: Row[]) {
  const header = ["engine", "records", "query", "clients", "p50 ms", "p95 ms", "p99 ms", "req/s", "mean total"];
  const cells = rows.map((r) => [
    r.engine,
    String(r.records),
    r.query,
    String(r.clients),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.perSecond.toFixed(0),
    r.meanTotal.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const c of cells) console.log(line(c));
}

const engines = args.engines.split(",");
const rows: Row[] = [];
for (const n of sizes) {
  if (engines.includes("pglite")) rows.push(...(await onPglite(n)));
  if (engines.includes("postgres") && process.env.DATABASE_URL)
    rows.push(...(await onPostgres(process.env.DATABASE_URL, n)));
}
if (engines.includes("postgres") && !process.env.DATABASE_URL) log("DATABASE_URL is not set: PostgreSQL skipped.");
printTable(rows);

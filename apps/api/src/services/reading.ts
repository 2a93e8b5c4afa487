import { articleAccess } from "@awd/core/article-access";
import type { ArticleReadingRecord, ReadArticle, ReadingSummary } from "@awd/core/contract/reading";
import { tokyoDay } from "@awd/core/dates";
import {
  type ArticleReading,
  calendarStart,
  continueReading,
  seriesProgress,
  weekReading,
} from "@awd/core/reading-history";
import type { Visitor } from "@awd/core/visitor";
import type { Database } from "@awd/db/client";
import { articles, series } from "@awd/db/schema/content";
import { articleReadings, readingDays } from "@awd/db/schema/reading";
import { and, asc, count, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { ApiError } from "../errors.ts";

// docs/product/reading-history.md: every query names the reader's subject, so a reader reaches only
// their own history. Recording is an upsert: the same opening or finish sent twice is one.

type ReadingRow = typeof articleReadings.$inferSelect;

const recordOf = (row: ReadingRow): ArticleReadingRecord => ({
  articleId: row.articleId,
  firstOpenedAt: row.firstOpenedAt.toISOString(),
  lastOpenedAt: row.lastOpenedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const noSuchArticle = () => new ApiError(404, "No such article");

async function articleFor(db: Database, id: number) {
  const [article] = await db
    .select({ id: articles.id, isFree: articles.isFree })
    .from(articles)
    .where(eq(articles.id, id));
  if (!article) throw noSuchArticle();
  return article;
}

const markDayRead = (db: Database, subject: string, now: Date) =>
  db
    .insert(readingDays)
    .values({ subject, day: tokyoDay(now) })
    .onConflictDoNothing();

/** Records that the reader opened the article now: any article, whether or not they may read its text. */
export async function recordOpened(
  db: Database,
  subject: string,
  id: number,
  now: Date,
): Promise<ArticleReadingRecord> {
  await articleFor(db, id);
  const [row] = await db
    .insert(articleReadings)
    .values({ subject, articleId: id, firstOpenedAt: now, lastOpenedAt: now })
    .onConflictDoUpdate({
      target: [articleReadings.subject, articleReadings.articleId],
      set: { lastOpenedAt: sql`greatest(${articleReadings.lastOpenedAt}, excluded.last_opened_at)` },
    })
    .returning();
  await markDayRead(db, subject, now);
  if (!row) throw new Error("an opening was recorded and not returned");
  return recordOf(row);
}

/**
 * Records that the reader finished the article: only one whose text they may read
 * (docs/product/reading-history.md#who-may-record). The first finish stays; an article finished
 * without an opening recorded is opened now too.
 */
export async function recordFinished(
  db: Database,
  subject: string,
  visitor: Visitor,
  id: number,
  now: Date,
): Promise<ArticleReadingRecord> {
  const article = await articleFor(db, id);
  if (!articleAccess(article, visitor, now.getTime()).access)
    throw new ApiError(403, "Only an article whose text you may read can be finished");
  const [row] = await db
    .insert(articleReadings)
    .values({ subject, articleId: id, firstOpenedAt: now, lastOpenedAt: now, finishedAt: now })
    .onConflictDoUpdate({
      target: [articleReadings.subject, articleReadings.articleId],
      set: { finishedAt: sql`coalesce(${articleReadings.finishedAt}, excluded.finished_at)` },
    })
    .returning();
  await markDayRead(db, subject, now);
  if (!row) throw new Error("a finish was recorded and not returned");
  return recordOf(row);
}

/** The query of which of the asked articles the reader finished, to run or to use inside another. */
export const finishedAmongQuery = (db: Database, subject: string, ids: number[]) =>
  db
    .select({ id: articleReadings.articleId })
    .from(articleReadings)
    .where(
      and(
        eq(articleReadings.subject, subject),
        inArray(articleReadings.articleId, ids),
        isNotNull(articleReadings.finishedAt),
      ),
    )
    .orderBy(asc(articleReadings.articleId));

/** Which of these articles the reader finished. */
export async function finishedAmong(db: Database, subject: string, ids: number[]): Promise<number[]> {
  const rows = await finishedAmongQuery(db, subject, ids);
  return rows.map((row) => row.id);
}

interface SummaryReading extends ArticleReading {
  article: { titleEn: string; titleJa: string; seriesPath: string; seriesName: string };
}

const readArticleOf = (r: SummaryReading): ReadArticle => ({
  id: r.articleId,
  ...r.article,
  lastOpenedAt: r.lastOpenedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** My page's reading: this week, the days read, the series progress and what to go on reading. */
export async function readingSummary(db: Database, subject: string, now: Date): Promise<ReadingSummary> {
  const today = tokyoDay(now);
  const [rows, days, totals, seriesRows] = await Promise.all([
    db
      .select({ reading: articleReadings, article: articles })
      .from(articleReadings)
      .innerJoin(articles, eq(articles.id, articleReadings.articleId))
      .where(eq(articleReadings.subject, subject)),
    db
      .select({ day: readingDays.day })
      .from(readingDays)
      .where(and(eq(readingDays.subject, subject), gte(readingDays.day, calendarStart(today))))
      .orderBy(asc(readingDays.day)),
    db.select({ seriesId: articles.seriesId, total: count() }).from(articles).groupBy(articles.seriesId),
    db.select({ id: series.id, path: series.path, name: series.name }).from(series),
  ]);
  const seriesById = new Map(seriesRows.map((s) => [s.id, s]));
  const readings: SummaryReading[] = rows.map(({ reading, article }) => {
    const s = seriesById.get(article.seriesId);
    return {
      articleId: article.id,
      seriesId: article.seriesId,
      firstOpenedAt: reading.firstOpenedAt,
      lastOpenedAt: reading.lastOpenedAt,
      finishedAt: reading.finishedAt,
      article: {
        titleEn: article.titleEn,
        titleJa: article.titleJa,
        seriesPath: s?.path ?? "",
        seriesName: s?.name ?? "",
      },
    };
  });
  const week = weekReading(readings, now);
  const progress = seriesProgress(readings, new Map(totals.map((t) => [t.seriesId, t.total])));
  return {
    today,
    week: { ...week, articles: week.articles.map(readArticleOf) },
    daysRead: days.map((d) => d.day).filter((day) => day <= today),
    series: progress.map((p) => ({
      ...p,
      seriesPath: seriesById.get(p.seriesId)?.path ?? "",
      seriesName: seriesById.get(p.seriesId)?.name ?? "",
    })),
    continueReading: continueReading(readings).map(readArticleOf),
  };
}

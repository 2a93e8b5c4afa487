import type { Category, Level } from "@awd/core/categories";
import { monthSpan } from "@awd/core/sitemaps";
import type { Database } from "@awd/db/client";
import { articles, audios, images, relations, series } from "@awd/db/schema/content";
import { and, asc, count, desc, eq, gte, inArray, lt, max, type SQL, sql } from "drizzle-orm";

export interface ArticleFilter {
  category?: Category;
  seriesId?: string;
  level?: Level;
  ids?: number[];
  issueDate?: string;
  /** YYYY-MM: the articles published that month, in Tokyo. */
  month?: string;
  withAudio?: boolean;
  sort: "Desc" | "Asc";
  limit: number;
  offset: number;
}

function conditions(db: Database, filter: ArticleFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.category) parts.push(eq(series.category, filter.category));
  if (filter.seriesId) parts.push(eq(articles.seriesId, filter.seriesId));
  if (filter.level) parts.push(eq(articles.level, filter.level));
  if (filter.ids) parts.push(inArray(articles.id, filter.ids));
  if (filter.issueDate) parts.push(eq(articles.issueDate, filter.issueDate));
  if (filter.month) {
    const { from, to } = monthSpan(filter.month);
    parts.push(gte(articles.publishedAt, from), lt(articles.publishedAt, to));
  }
  if (filter.withAudio) parts.push(inArray(articles.id, db.select({ id: audios.articleId }).from(audios)));
  return and(...parts);
}

const summaryColumns = {
  id: articles.id,
  seriesId: articles.seriesId,
  seriesPath: series.path,
  seriesName: series.name,
  category: series.category,
  level: articles.level,
  titleEn: articles.titleEn,
  titleJa: articles.titleJa,
  leadEn: articles.leadEn,
  publishedAt: articles.publishedAt,
  isFree: articles.isFree,
  hasAudio: series.hasAudio,
  thumbPath: images.path,
  thumbWidth: images.width,
  thumbHeight: images.height,
  thumbBlurhash: images.blurhash,
  thumbDescription: images.imageDescription,
};

function selectSummaries(db: Database, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(series, eq(series.id, articles.seriesId))
    .leftJoin(images, and(eq(images.articleId, articles.id), eq(images.role, "thumbnail")))
    .where(where);
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary({
  thumbPath,
  thumbWidth,
  thumbHeight,
  thumbBlurhash,
  thumbDescription,
  publishedAt,
  ...rest
}: SummaryRow) {
  const thumbnail =
    thumbPath === null ||
    thumbWidth === null ||
    thumbHeight === null ||
    thumbBlurhash === null ||
    thumbDescription === null
      ? null
      : {
          path: thumbPath,
          width: thumbWidth,
          height: thumbHeight,
          blurhash: thumbBlurhash,
          imageDescription: thumbDescription,
        };
  return { ...rest, publishedAt: publishedAt.toISOString(), thumbnail };
}
export type ArticleSummary = ReturnType<typeof toSummary>;

/** A page of article summaries (public fields only) and the total matching the filter. */
export async function listArticles(db: Database, filter: ArticleFilter) {
  const where = conditions(db, filter);
  const order =
    filter.sort === "Asc"
      ? [asc(articles.publishedAt), asc(articles.id)]
      : [desc(articles.publishedAt), desc(articles.id)];
  const rows = await selectSummaries(db, where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db
    .select({ n: count() })
    .from(articles)
    .innerJoin(series, eq(series.id, articles.seriesId))
    .where(where);
  return { items: rows.map(toSummary), total: total?.n ?? 0, limit: filter.limit, offset: filter.offset };
}

/** Every article's series path and id, in one query: a few bytes an article, however large the archive. */
export const articleKeys = (db: Database) =>
  db
    .select({ seriesPath: series.path, id: articles.id })
    .from(articles)
    .innerJoin(series, eq(series.id, articles.seriesId))
    .orderBy(asc(articles.id));

// Tokyo keeps +09:00 all year: the month of an instant there is the UTC month nine hours later.
const tokyoMonth = sql<string>`to_char((${articles.publishedAt} at time zone 'UTC') + interval '9 hours', 'YYYY-MM')`;

/**
 * Every month that has articles, newest first, with how many and the newest publication: one query
 * over the published-at index, whatever the size of the archive.
 */
export async function publicationMonths(db: Database) {
  const rows = await db
    .select({ month: tokyoMonth, articles: count(), lastModified: max(articles.publishedAt) })
    .from(articles)
    .groupBy(tokyoMonth)
    .orderBy(desc(tokyoMonth));
  return rows.map((r) => ({
    month: r.month,
    articles: r.articles,
    lastModified: (r.lastModified ?? new Date(0)).toISOString(),
  }));
}

/**
 * At most 6 related articles, in the order the importer ranked them
 * (docs/product/lists-and-paging.md#related-articles).
 */
export async function relatedArticles(db: Database, id: number) {
  const rows = await db
    .select({ ...summaryColumns, position: relations.position })
    .from(relations)
    .innerJoin(articles, eq(articles.id, relations.relatedId))
    .innerJoin(series, eq(series.id, articles.seriesId))
    .leftJoin(images, and(eq(images.articleId, articles.id), eq(images.role, "thumbnail")))
    .where(eq(relations.articleId, id))
    .orderBy(asc(relations.position));
  return rows.map(({ position: _position, ...row }) => toSummary(row));
}

export async function articleExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id));
  return row !== undefined;
}

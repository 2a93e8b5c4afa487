import { readingLimits } from "../constants.ts";
import { type DateInput, tokyoDay } from "../text/dates.ts";

// docs/product/reading-history.md: what a reader has read, told on the Tokyo calendar. A day is
// `2026-11-21` (Asia/Tokyo); a week runs Monday to Sunday.

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayOfNumber = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number): string => dayOfNumber(dayNumber(day) + count);

/** The Monday that starts the week holding `day`. */
export const weekStart = (day: string): string => {
  const n = dayNumber(day);
  const daysSinceMonday = (new Date(n * dayMs).getUTCDay() + 6) % 7;
  return dayOfNumber(n - daysSinceMonday);
};

/** Whether an instant falls on a Tokyo day of the week starting `monday`. */
export const isInWeek = (instant: DateInput, monday: string): boolean => {
  const day = tokyoDay(instant);
  return day >= monday && day < addDays(monday, 7);
};

/** The first day the calendar shows: the Monday `weeks - 1` weeks before this week's. */
export const calendarStart = (today: string, weeks: number = readingLimits.calendarWeeks): string =>
  addDays(weekStart(today), -7 * (weeks - 1));

export interface CalendarDay {
  day: string;
  read: boolean;
  /** after today: drawn empty, never counted */
  future: boolean;
}

/** The calendar of days read: one column a week, oldest first, each Monday to Sunday, this week last. */
export const readingCalendar = (
  today: string,
  daysRead: Iterable<string>,
  weeks: number = readingLimits.calendarWeeks,
): CalendarDay[][] => {
  const read = new Set(daysRead);
  const first = calendarStart(today, weeks);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const day = addDays(first, week * 7 + weekday);
      return { day, read: read.has(day) && day <= today, future: day > today };
    }),
  );
};

/** One article a reader opened: when first and last, and when they finished it (null: not yet). */
export interface ArticleReading {
  articleId: number;
  seriesId: string;
  firstOpenedAt: Date;
  lastOpenedAt: Date;
  finishedAt: Date | null;
}

const newestFirst = (a: ArticleReading, b: ArticleReading) =>
  b.lastOpenedAt.getTime() - a.lastOpenedAt.getTime() || b.articleId - a.articleId;

export interface WeekReading<T extends ArticleReading> {
  /** the Monday of this week */
  start: string;
  /** articles opened on a day of this week */
  opened: number;
  /** articles finished on a day of this week */
  finished: number;
  /** those articles, the last opened first */
  articles: T[];
}

/** This week's reading: what was opened or finished on a Tokyo day from this Monday on. */
export const weekReading = <T extends ArticleReading>(
  readings: readonly T[],
  now: DateInput,
  limit: number = readingLimits.weekArticles,
): WeekReading<T> => {
  const start = weekStart(tokyoDay(now));
  const opened = readings.filter((r) => isInWeek(r.lastOpenedAt, start));
  const finished = readings.filter((r) => r.finishedAt !== null && isInWeek(r.finishedAt, start));
  const articles = [...new Set([...opened, ...finished])].sort(newestFirst).slice(0, limit);
  return { start, opened: opened.length, finished: finished.length, articles };
};

/** "続きを読む": opened and not finished, the last opened first. */
export const continueReading = <T extends ArticleReading>(
  readings: readonly T[],
  limit: number = readingLimits.continueReading,
): T[] =>
  readings
    .filter((r) => r.finishedAt === null)
    .sort(newestFirst)
    .slice(0, limit);

export interface SeriesProgress {
  seriesId: string;
  finished: number;
  total: number;
}

/**
 * "7 / 12 read" for each series the reader has opened an article of, the series read last first.
 * `totals` counts each series' articles; a series missing from it has none published any more and is left out.
 */
export const seriesProgress = (
  readings: readonly ArticleReading[],
  totals: ReadonlyMap<string, number>,
): SeriesProgress[] => {
  const bySeries = new Map<string, { finished: number; last: number }>();
  for (const reading of readings) {
    const seen = bySeries.get(reading.seriesId) ?? { finished: 0, last: 0 };
    bySeries.set(reading.seriesId, {
      finished: seen.finished + (reading.finishedAt === null ? 0 : 1),
      last: Math.max(seen.last, reading.lastOpenedAt.getTime()),
    });
  }
  return [...bySeries]
    .filter(([seriesId]) => (totals.get(seriesId) ?? 0) > 0)
    .sort(([a, x], [b, y]) => y.last - x.last || a.localeCompare(b))
    .map(([seriesId, { finished }]) => {
      const total = totals.get(seriesId) ?? 0;
      return { seriesId, finished: Math.min(finished, total), total };
    });
};

import { type UserType, userTypes } from "../access/user-type.ts";
import type { DailyEventCount, QuestionFigures } from "../contract/desk-reports.ts";
import { type ReportRange, rangeDays } from "./report-range.ts";

// docs/product/publishers-desk.md#reports: the figures the desk's charts and tables draw, shaped
// from the reports' rows. The charts and their tables take the same shapes, so they never disagree.

/** Counts of one event per user type, as the report tables list them. */
export interface EventTotals {
  event: string;
  counts: Record<UserType, number>;
  total: number;
}

const zeroCounts = (): Record<UserType, number> =>
  Object.fromEntries(userTypes.map((type) => [type, 0])) as Record<UserType, number>;

/** One row per event name (by name), a count per user type (core's order) and the row's total. */
export function eventTotals(counts: readonly Omit<DailyEventCount, "day">[]): EventTotals[] {
  const byEvent = new Map<string, EventTotals>();
  for (const { event, userType, count } of counts) {
    const totals = byEvent.get(event) ?? { event, counts: zeroCounts(), total: 0 };
    totals.counts[userType] += count;
    totals.total += count;
    byEvent.set(event, totals);
  }
  return [...byEvent.values()].sort((a, b) => (a.event < b.event ? -1 : a.event > b.event ? 1 : 0));
}

/** The names of the events counted, in order: what the chart's event picker offers. */
export const eventNames = (rows: readonly DailyEventCount[]): string[] => [...new Set(rows.map((r) => r.event))].sort();

export interface StackSegment {
  userType: UserType;
  count: number;
  /** the sum of the segments below this one */
  base: number;
}

export interface StackedDay {
  day: string;
  total: number;
  /** bottom to top in core's user type order; user types without events left out */
  segments: StackSegment[];
}

/**
 * One stacked bar per day of the range (days without events too), of one event or of all when
 * `event` is undefined.
 */
export function stackedEventDays(
  rows: readonly DailyEventCount[],
  range: ReportRange,
  event: string | undefined,
): StackedDay[] {
  const chosen = rows.filter((r) => event === undefined || r.event === event);
  return rangeDays(range).map((day) => {
    const counts = zeroCounts();
    for (const r of chosen) if (r.day === day) counts[r.userType] += r.count;
    let base = 0;
    const segments = userTypes.flatMap((userType) => {
      const count = counts[userType];
      if (count === 0) return [];
      const segment = { userType, count, base };
      base += count;
      return [segment];
    });
    return { day, total: base, segments };
  });
}

/** The user types that appear in the chart: the legend lists only these. */
export const userTypesShown = (days: readonly StackedDay[]): UserType[] =>
  userTypes.filter((type) => days.some((d) => d.segments.some((s) => s.userType === type)));

/**
 * The value axis: 0 up to the first tick at or above `max`, in steps of 1, 2 or 5 times a power of
 * ten, at most 5 steps. An empty chart still has an axis up to 1.
 */
export function axisTicks(max: number): number[] {
  const top = Math.max(max, 1);
  let power = 1;
  while (top / (power * 10) > 5) power *= 10;
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => top / s <= 5) ?? power * 10;
  const count = Math.ceil(top / step);
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

export type Choice = 1 | 2 | 3 | 4 | 5 | "text";

export interface ChoiceBar {
  choice: Choice;
  count: number;
  /** the share of the question's answers, in whole percent */
  percent: number;
}

/**
 * The bars of one question: 5 stars down to 1 for a rating question (or a question no longer
 * configured that has ratings), then the text answers when there are any or the question asks for text.
 */
export function choiceBars(question: QuestionFigures): ChoiceBar[] {
  const percent = (count: number) => (question.answers === 0 ? 0 : Math.round((count / question.answers) * 100));
  const ratings = question.distribution.reduce((sum, n) => sum + n, 0);
  const starBars: ChoiceBar[] =
    question.answerType === "rating" || (question.answerType === null && ratings > 0)
      ? question.distribution
          .map((count, i) => ({ choice: (i + 1) as Choice, count, percent: percent(count) }))
          .reverse()
      : [];
  const textBar: ChoiceBar[] =
    question.answerType === "text" || question.textAnswers > 0
      ? [{ choice: "text", count: question.textAnswers, percent: percent(question.textAnswers) }]
      : [];
  return [...starBars, ...textBar];
}

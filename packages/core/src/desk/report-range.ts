import { fail, ok, type Result } from "../result.ts";
import { tokyoDayStart } from "./event-retention.ts";

// docs/product/publishers-desk.md#reports: the desk's reports cover whole Tokyo calendar days, from
// one day to another, both included. Japan keeps UTC+9 all year, so a day is always 24 hours.

/** Tokyo calendar days, `2026-11-01`, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

/** A year and a day, so a leap year's whole year fits. */
export const reportRangeLimits = { maxDays: 366 } as const;

export const reportRangePresets = ["last7Days", "last30Days", "thisMonth", "lastMonth"] as const;
export type ReportRangePreset = (typeof reportRangePresets)[number];

export type ReportRangeProblem = "invalid-day" | "reversed" | "too-long";

const dayMs = 86_400_000;

/** A calendar day that exists, written `YYYY-MM-DD` (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The day `days` after (or before, when negative) a calendar day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** How many days a range covers, both ends included. */
export const rangeDayCount = (range: ReportRange): number =>
  Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / dayMs) + 1;

/** The range, or why it is none: a day that is not a calendar day, `to` before `from`, or too many days. */
export function checkReportRange(range: ReportRange): Result<ReportRange, ReportRangeProblem> {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return fail("invalid-day");
  if (range.from > range.to) return fail("reversed");
  if (rangeDayCount(range) > reportRangeLimits.maxDays) return fail("too-long");
  return ok(range);
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** A preset's range on a Tokyo day: the last 7 or 30 days up to today, this month so far, or last month. */
export function presetRange(preset: ReportRangePreset, today: string): ReportRange {
  switch (preset) {
    case "last7Days":
      return { from: addDays(today, -6), to: today };
    case "last30Days":
      return { from: addDays(today, -29), to: today };
    case "thisMonth":
      return { from: firstOfMonth(today), to: today };
    case "lastMonth": {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
  }
}

/** The preset a range is on that day, if any (the picker marks it as chosen). */
export const presetOf = (range: ReportRange, today: string): ReportRangePreset | undefined =>
  reportRangePresets.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });

/** Every day of a range, in order. */
export const rangeDays = (range: ReportRange): string[] =>
  Array.from({ length: rangeDayCount(range) }, (_, i) => addDays(range.from, i));

/**
 * The instants a range covers: from Tokyo midnight starting `from` up to, not including, the Tokyo
 * midnight ending `to`.
 */
export const rangeWindow = (range: ReportRange): { since: Date; until: Date } => ({
  since: tokyoDayStart(range.from),
  until: tokyoDayStart(addDays(range.to, 1)),
});

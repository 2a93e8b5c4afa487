// Analytics events older than the retention are kept only as counts per Tokyo calendar day. Japan
// has no daylight saving time, so a Tokyo day is always UTC+9.

const dayMs = 86_400_000;
const tokyoOffsetMs = 9 * 3_600_000;

/** The Tokyo calendar day of an instant, as PostgreSQL's date: "2026-11-24". */
export const tokyoDayOf = (instant: Date): string =>
  new Date(instant.getTime() + tokyoOffsetMs).toISOString().slice(0, 10);

/** The instant a Tokyo calendar day begins. */
export const tokyoDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+09:00`));

/**
 * Events received before this instant are rolled up: the Tokyo midnight at or before `now` minus
 * the retention. A cut at midnight rolls up whole days, so no day is split between raw rows and a
 * daily count, and at least `retentionDays` days of raw events stay.
 */
export const retentionCutoff = (now: Date, retentionDays: number): Date =>
  tokyoDayStart(tokyoDayOf(new Date(now.getTime() - retentionDays * dayMs)));

/**
 * The first rolled-up day a report since an instant counts. Daily counts cannot be cut within a
 * day, so a report since the middle of a rolled-up day counts that whole day.
 */
export const firstReportedDay = (since: Date): string => tokyoDayOf(since);

/**
 * The last rolled-up day a report until an instant (not included) counts: the day of the instant
 * just before. Like firstReportedDay, a report until the middle of a rolled-up day counts that whole day.
 */
export const lastReportedDay = (until: Date): string => tokyoDayOf(new Date(until.getTime() - 1));

import { siteTimeZone } from "../constants.ts";

// docs/product/site-and-urls.md#dates: `2026年11月21日 10:30`, always in Asia/Tokyo whatever zone the server or the
// reader's machine is in. Month and day are not padded; hour and minute always have 2 digits.

/** An instant: a Date, milliseconds since the epoch, or an ISO 8601 text. */
export type DateInput = Date | number | string;

// Built once: constructing a formatter is far slower than using one.
const tokyoFormat = new Intl.DateTimeFormat("ja-JP", {
  timeZone: siteTimeZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

type TokyoPart = "year" | "month" | "day" | "hour" | "minute";

/** @throws RangeError when the input is not a valid instant */
const tokyoParts = (date: DateInput): Record<TokyoPart, string> => {
  const parts = tokyoFormat.formatToParts(new Date(date));
  const part = (type: TokyoPart) => parts.find((p) => p.type === type)?.value ?? "";
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
};

/** `2026年11月21日`; throws RangeError on an invalid date */
export const formatJapaneseDate = (date: DateInput): string => {
  const { year, month, day } = tokyoParts(date);
  return `${year}年${month}月${day}日`;
};

/** `10:30`, the time of day in Tokyo; throws RangeError on an invalid date */
export const formatTokyoTime = (date: DateInput): string => {
  const { hour, minute } = tokyoParts(date);
  return `${hour}:${minute}`;
};

/** `2026年11月21日 10:30`; throws RangeError on an invalid date */
export const formatJapaneseDateTime = (date: DateInput): string =>
  `${formatJapaneseDate(date)} ${formatTokyoTime(date)}`;

const tokyoDayNumber = (date: DateInput): number => {
  const { year, month, day } = tokyoParts(date);
  return Date.UTC(Number(year), Number(month) - 1, Number(day)) / 86_400_000;
};

// docs/product/subscriptions-and-codes.md#preview-code-days: days are counted on the Tokyo
// calendar, so 23:59 to 00:01 is one day and 00:01 to 23:59 the same day is none. Negative when
// `to` is on an earlier day.
export const tokyoCalendarDaysBetween = (from: DateInput, to: DateInput): number =>
  tokyoDayNumber(to) - tokyoDayNumber(from);

/** The Tokyo calendar day of an instant, `2026-11-21`; throws RangeError on an invalid date */
export const tokyoDay = (date: DateInput): string => {
  const { year, month, day } = tokyoParts(date);
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
};

// docs/product/subscriptions-and-codes.md#preview-codes: a code holds for a calendar month of the
// Tokyo calendar, `2026-11`.
export const tokyoMonth = (date: DateInput): string => {
  const { year, month } = tokyoParts(date);
  return `${year}-${month.padStart(2, "0")}`;
};

// The desk's date-and-time fields hold Tokyo wall-clock time, `2026-12-01T09:00`, whatever zone the
// operator's machine is in. Asia/Tokyo has had no daylight saving time since 1951: always +09:00.
const tokyoOffset = "+09:00";
const tokyoWallClock = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The instant of a Tokyo wall-clock time `2026-12-01T09:00`; undefined when it is not one. */
export const tokyoWallClockInstant = (text: string): Date | undefined => {
  if (!tokyoWallClock.test(text)) return undefined;
  const date = new Date(`${text}:00${tokyoOffset}`);
  return Number.isNaN(date.getTime()) || tokyoWallClockText(date) !== text ? undefined : date;
};

/** An instant as Tokyo wall-clock time, `2026-12-01T09:00`, as a datetime-local field holds it. */
export const tokyoWallClockText = (date: DateInput): string => {
  const { hour, minute } = tokyoParts(date);
  return `${tokyoDay(date)}T${hour}:${minute}`;
};

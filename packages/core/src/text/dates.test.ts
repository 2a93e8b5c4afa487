import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatJapaneseDate,
  formatJapaneseDateTime,
  formatTokyoTime,
  tokyoCalendarDaysBetween,
  tokyoMonth,
  tokyoWallClockInstant,
  tokyoWallClockText,
} from "./dates.ts";

describe("formatJapaneseDateTime (Asia/Tokyo, 2-digit time)", () => {
  it.each<[string, string | number | Date, string]>([
    ["the example of docs/product", "2026-11-21T01:30:00Z", "2026年11月21日 10:30"],
    ["the same instant with another offset", "2026-11-20T17:30:00-08:00", "2026年11月21日 10:30"],
    ["UTC evening is the next day in Tokyo", "2026-11-20T15:00:00Z", "2026年11月21日 00:00"],
    ["last minute of a Tokyo day", "2026-11-21T14:59:00Z", "2026年11月21日 23:59"],
    ["single-digit month, day, hour and minute", "2026-01-05T00:05:00Z", "2026年1月5日 09:05"],
    ["new year in Tokyo, still old year in UTC", "2026-12-31T15:00:00Z", "2027年1月1日 00:00"],
    ["a Date", new Date("2026-11-21T01:30:59.999Z"), "2026年11月21日 10:30"],
    ["milliseconds", Date.UTC(2026, 10, 21, 1, 30), "2026年11月21日 10:30"],
  ])("%s", (_, date, expected) => {
    expect(formatJapaneseDateTime(date)).toBe(expected);
  });

  it.each(["not a date", Number.NaN])("throws RangeError on %j", (date) => {
    expect(() => formatJapaneseDateTime(date)).toThrow(RangeError);
  });
});

describe("formatTokyoTime", () => {
  it.each([
    ["a Tokyo morning", "2026-11-21T01:05:00Z", "10:05"],
    ["UTC evening is past midnight in Tokyo", "2026-11-20T15:00:00Z", "00:00"],
  ])("%s", (_, date, expected) => {
    expect(formatTokyoTime(date)).toBe(expected);
  });
});

describe("the machine's time zone does not matter", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each(["UTC", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati"])("TZ=%s", (zone) => {
    vi.stubEnv("TZ", zone);
    expect(formatJapaneseDateTime("2026-11-21T01:30:00Z")).toBe("2026年11月21日 10:30");
    expect(tokyoCalendarDaysBetween("2026-11-21T14:59:00Z", "2026-11-21T15:00:00Z")).toBe(1);
  });
});

describe("formatJapaneseDate", () => {
  it.each([
    ["2026-11-21T01:30:00Z", "2026年11月21日"],
    ["2026-11-20T15:00:00Z", "2026年11月21日"],
    ["2026-11-20T14:59:59Z", "2026年11月20日"],
    ["2026-03-01T00:00:00Z", "2026年3月1日"],
  ])("%s → %s", (date, expected) => {
    expect(formatJapaneseDate(date)).toBe(expected);
  });
});

describe("tokyoCalendarDaysBetween (Asia/Tokyo calendar days)", () => {
  it.each([
    ["the same instant", "2026-11-21T01:30:00Z", "2026-11-21T01:30:00Z", 0],
    ["00:00 to 23:59 the same Tokyo day", "2026-11-20T15:00:00Z", "2026-11-21T14:59:00Z", 0],
    ["23:59 to 00:00 the next Tokyo day", "2026-11-21T14:59:00Z", "2026-11-21T15:00:00Z", 1],
    ["same UTC day, different Tokyo days", "2026-11-21T14:00:00Z", "2026-11-21T16:00:00Z", 1],
    ["across a month end", "2026-01-31T03:00:00Z", "2026-02-01T03:00:00Z", 1],
    ["across a leap day", "2028-02-28T03:00:00Z", "2028-03-01T03:00:00Z", 2],
    ["35 days", "2026-11-01T03:00:00Z", "2026-12-06T03:00:00Z", 35],
    ["backwards", "2026-11-21T03:00:00Z", "2026-11-20T03:00:00Z", -1],
  ])("%s: %s → %s is %d", (_, from, to, days) => {
    expect(tokyoCalendarDaysBetween(from, to)).toBe(days);
  });
});

describe("tokyoMonth (a preview code's calendar month)", () => {
  it.each([
    ["mid-month", "2026-11-21T01:30:00Z", "2026-11"],
    ["the last Tokyo minute of October is still October", "2026-10-31T14:59:00Z", "2026-10"],
    ["UTC's 31 October 15:00 is Tokyo's 1 November", "2026-10-31T15:00:00Z", "2026-11"],
    ["new year in Tokyo before UTC", "2026-12-31T15:00:00Z", "2027-01"],
  ])("%s: %s → %s", (_, date, month) => {
    expect(tokyoMonth(date)).toBe(month);
  });
});

describe("Tokyo wall-clock time in the desk's fields", () => {
  it.each([
    ["a Tokyo morning", "2026-12-01T09:00", "2026-12-01T00:00:00.000Z"],
    ["Tokyo midnight is the previous UTC day", "2026-12-01T00:00", "2026-11-30T15:00:00.000Z"],
    ["new year in Tokyo", "2027-01-01T00:30", "2026-12-31T15:30:00.000Z"],
  ])("%s: %s", (_, text, iso) => {
    expect(tokyoWallClockInstant(text)?.toISOString()).toBe(iso);
    expect(tokyoWallClockText(iso)).toBe(text);
  });

  it.each([
    ["empty", ""],
    ["a day without a time", "2026-12-01"],
    ["seconds", "2026-12-01T09:00:00"],
    ["an offset", "2026-12-01T09:00+09:00"],
    ["a day that does not exist", "2026-02-30T09:00"],
    ["an hour that does not exist", "2026-12-01T24:00"],
  ])("refuses %s: %j", (_, text) => {
    expect(tokyoWallClockInstant(text)).toBeUndefined();
  });
});

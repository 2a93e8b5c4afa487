import { describe, expect, it } from "vitest";
import { tokyoDay } from "../text/dates.ts";
import {
  type ArticleReading,
  addDays,
  calendarStart,
  continueReading,
  isInWeek,
  readingCalendar,
  seriesProgress,
  weekReading,
  weekStart,
} from "./reading-history.ts";

describe("tokyoDay: the reader's day is Japan's", () => {
  it.each([
    ["UTC afternoon is the next Tokyo day", "2026-11-20T15:00:00Z", "2026-11-21"],
    ["the last second of a Tokyo day", "2026-11-21T14:59:59Z", "2026-11-21"],
    ["a Tokyo morning", "2026-11-21T00:30:00+09:00", "2026-11-21"],
    ["new year in Tokyo, still the old year in UTC", "2026-12-31T15:00:00Z", "2027-01-01"],
    ["padded month and day", "2026-01-05T00:00:00Z", "2026-01-05"],
  ])("%s", (_, instant, day) => {
    expect(tokyoDay(instant)).toBe(day);
  });
});

describe("weeks run Monday to Sunday", () => {
  it.each([
    ["a Monday is its own week's start", "2026-11-23", "2026-11-23"],
    ["a Tuesday", "2026-11-24", "2026-11-23"],
    ["a Sunday belongs to the week before it", "2026-11-29", "2026-11-23"],
    ["across a month", "2026-12-02", "2026-11-30"],
    ["across a year", "2027-01-02", "2026-12-28"],
    ["across a leap day", "2028-03-01", "2028-02-28"],
  ])("%s", (_, day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });

  it.each([
    ["Monday 00:00 in Tokyo (Sunday in UTC)", "2026-11-22T15:00:00Z", true],
    ["Sunday 23:59 in Tokyo, the week before", "2026-11-22T14:59:59Z", false],
    ["Sunday 23:59 in Tokyo, the last minute of the week", "2026-11-29T14:59:59Z", true],
    ["Monday 00:00 in Tokyo, the week after", "2026-11-29T15:00:00Z", false],
  ])("%s", (_, instant, inWeek) => {
    expect(isInWeek(instant, "2026-11-23")).toBe(inWeek);
  });

  it("adds and takes away days across months", () => {
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("readingCalendar: 12 weeks, this week last", () => {
  const today = "2026-11-25"; // a Wednesday
  const calendar = readingCalendar(today, ["2026-11-25", "2026-11-23", "2026-09-07", "2026-09-06", "2026-11-26"]);
  const days = calendar.flat();

  it("has 12 columns of Monday to Sunday", () => {
    expect(calendar).toHaveLength(12);
    for (const week of calendar) {
      expect(week).toHaveLength(7);
      expect(weekStart(week[0]?.day ?? "")).toBe(week[0]?.day);
    }
    expect(calendar[0]?.[0]?.day).toBe("2026-09-07");
    expect(calendarStart(today)).toBe("2026-09-07");
    expect(calendar[11]?.[6]?.day).toBe("2026-11-29");
  });

  it.each([
    ["today read", "2026-11-25", { read: true, future: false }],
    ["this Monday read", "2026-11-23", { read: true, future: false }],
    ["the first day shown, read", "2026-09-07", { read: true, future: false }],
    ["a day not read", "2026-11-24", { read: false, future: false }],
    ["tomorrow, even if recorded, is not yet", "2026-11-26", { read: false, future: true }],
    ["Sunday of this week", "2026-11-29", { read: false, future: true }],
  ])("%s", (_, day, expected) => {
    expect(days.find((d) => d.day === day)).toEqual({ day, ...expected });
  });

  it("leaves out a day before its first week", () => {
    expect(days.some((d) => d.day === "2026-09-06")).toBe(false);
  });

  it("on a Monday, this week's column has today alone in the past", () => {
    const monday = readingCalendar("2026-11-23", []);
    expect(monday[11]?.filter((d) => !d.future).map((d) => d.day)).toEqual(["2026-11-23"]);
  });
});

const reading = (
  articleId: number,
  seriesId: string,
  lastOpenedAt: string,
  finishedAt: string | null = null,
): ArticleReading => ({
  articleId,
  seriesId,
  firstOpenedAt: new Date(lastOpenedAt),
  lastOpenedAt: new Date(lastOpenedAt),
  finishedAt: finishedAt === null ? null : new Date(finishedAt),
});

describe("weekReading: this week's opened and finished articles", () => {
  const now = "2026-11-25T03:00:00Z"; // Wednesday noon in Tokyo
  const readings = [
    reading(1, "A", "2026-11-24T01:00:00Z", "2026-11-24T01:10:00Z"), // opened and finished this week
    reading(2, "A", "2026-11-25T02:00:00Z"), // opened this week
    reading(3, "B", "2026-11-22T14:00:00Z"), // Sunday 23:00 in Tokyo: last week
    reading(4, "B", "2026-11-22T15:30:00Z"), // Monday 00:30 in Tokyo: this week
    reading(5, "C", "2026-11-10T00:00:00Z", "2026-11-10T00:10:00Z"), // two weeks ago
  ];

  it("counts on the Tokyo calendar", () => {
    const week = weekReading(readings, now);
    expect(week.start).toBe("2026-11-23");
    expect(week.opened).toBe(3);
    expect(week.finished).toBe(1);
    expect(week.articles.map((a) => a.articleId)).toEqual([2, 1, 4]);
  });

  it("counts a finish this week of an article opened before", () => {
    const week = weekReading([reading(6, "A", "2026-11-20T00:00:00Z", "2026-11-24T00:00:00Z")], now);
    expect([week.opened, week.finished, week.articles.length]).toEqual([0, 1, 1]);
  });

  it("lists at most the limit", () => {
    expect(weekReading(readings, now, 2).articles.map((a) => a.articleId)).toEqual([2, 1]);
  });

  it("is empty for a reader with no reading", () => {
    expect(weekReading([], now)).toEqual({ start: "2026-11-23", opened: 0, finished: 0, articles: [] });
  });
});

describe("continueReading: opened and not finished, newest first", () => {
  it.each([
    ["nothing read", [], []],
    ["finished articles are left out", [reading(1, "A", "2026-11-20T00:00:00Z", "2026-11-20T00:05:00Z")], []],
    [
      "the last opened first",
      [reading(1, "A", "2026-11-20T00:00:00Z"), reading(2, "A", "2026-11-22T00:00:00Z")],
      [2, 1],
    ],
    [
      "the same moment: the higher id first, so the order is stable",
      [reading(1, "A", "2026-11-20T00:00:00Z"), reading(3, "A", "2026-11-20T00:00:00Z")],
      [3, 1],
    ],
  ])("%s", (_, readings, ids) => {
    expect(continueReading(readings).map((r) => r.articleId)).toEqual(ids);
  });

  it("keeps to the limit", () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      reading(i + 1, "A", `2026-11-${String(i + 1).padStart(2, "0")}T00:00:00Z`),
    );
    const strip = continueReading(many);
    expect(strip).toHaveLength(10);
    expect(strip[0]?.articleId).toBe(15);
  });
});

describe("seriesProgress: finished of all, for series the reader has read", () => {
  const totals = new Map([
    ["A", 12],
    ["B", 3],
  ]);
  it.each([
    ["nothing read, nothing shown", [], []],
    [
      "opened but none finished: 0 of the series",
      [reading(1, "B", "2026-11-20T00:00:00Z")],
      [{ seriesId: "B", finished: 0, total: 3 }],
    ],
    [
      "the series read last first",
      [
        reading(1, "A", "2026-11-20T00:00:00Z", "2026-11-20T00:01:00Z"),
        reading(2, "A", "2026-11-19T00:00:00Z", "2026-11-19T00:01:00Z"),
        reading(3, "B", "2026-11-21T00:00:00Z"),
      ],
      [
        { seriesId: "B", finished: 0, total: 3 },
        { seriesId: "A", finished: 2, total: 12 },
      ],
    ],
    ["a series no longer published is left out", [reading(9, "Gone", "2026-11-20T00:00:00Z")], []],
  ])("%s", (_, readings, expected) => {
    expect(seriesProgress(readings, totals)).toEqual(expected);
  });
});

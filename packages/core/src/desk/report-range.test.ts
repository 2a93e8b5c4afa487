import { describe, expect, it } from "vitest";
import {
  addDays,
  checkReportRange,
  isCalendarDay,
  presetOf,
  presetRange,
  type ReportRangePreset,
  rangeDayCount,
  rangeDays,
  rangeWindow,
} from "./report-range.ts";

describe("isCalendarDay", () => {
  it.each([
    ["2026-11-01", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["2026-11-01T00:00", false],
    ["", false],
  ])("%s: %s", (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-11-30", 1, "2026-12-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2026-11-24", -6, "2026-11-18"],
  ])("%s %+d is %s", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe("checkReportRange", () => {
  it.each([
    ["2026-11-24", "2026-11-24", "ok"],
    ["2026-11-01", "2026-11-30", "ok"],
    ["2025-11-24", "2026-11-24", "ok"],
    ["2025-11-23", "2026-11-24", "too-long"],
    ["2027-01-01", "2027-12-31", "ok"],
    ["2026-11-25", "2026-11-24", "reversed"],
    ["2026-11-31", "2026-12-01", "invalid-day"],
    ["2026-11-01", "tomorrow", "invalid-day"],
  ])("%s to %s: %s", (from, to, expected) => {
    const checked = checkReportRange({ from, to });
    expect(checked.ok ? "ok" : checked.reason).toBe(expected);
  });

  it("allows a leap year's whole year, 366 days", () => {
    expect(rangeDayCount({ from: "2028-01-01", to: "2028-12-31" })).toBe(366);
    expect(checkReportRange({ from: "2028-01-01", to: "2028-12-31" }).ok).toBe(true);
  });
});

describe("presetRange", () => {
  it.each<[ReportRangePreset, string, string, string]>([
    ["last7Days", "2026-11-24", "2026-11-18", "2026-11-24"],
    ["last7Days", "2026-03-02", "2026-02-24", "2026-03-02"],
    ["last30Days", "2026-11-24", "2026-10-26", "2026-11-24"],
    ["thisMonth", "2026-11-24", "2026-11-01", "2026-11-24"],
    ["thisMonth", "2026-11-01", "2026-11-01", "2026-11-01"],
    ["lastMonth", "2026-11-24", "2026-10-01", "2026-10-31"],
    ["lastMonth", "2026-01-15", "2025-12-01", "2025-12-31"],
    ["lastMonth", "2028-03-31", "2028-02-01", "2028-02-29"],
  ])("%s on %s: %s to %s", (preset, today, from, to) => {
    const range = presetRange(preset, today);
    expect(range).toEqual({ from, to });
    expect(checkReportRange(range).ok).toBe(true);
    expect(presetOf(range, today)).toBe(preset);
  });

  it("counts 7 and 30 days, today included", () => {
    expect(rangeDayCount(presetRange("last7Days", "2026-11-24"))).toBe(7);
    expect(rangeDayCount(presetRange("last30Days", "2026-11-24"))).toBe(30);
  });

  it("names no preset for a custom range", () => {
    expect(presetOf({ from: "2026-11-02", to: "2026-11-24" }, "2026-11-24")).toBeUndefined();
  });
});

describe("rangeDays", () => {
  it("lists every day, month ends crossed", () => {
    expect(rangeDays({ from: "2026-11-29", to: "2026-12-02" })).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });
});

describe("rangeWindow", () => {
  it("runs from Tokyo midnight starting the first day to Tokyo midnight ending the last", () => {
    const { since, until } = rangeWindow({ from: "2026-11-01", to: "2026-11-24" });
    expect(since.toISOString()).toBe("2026-10-31T15:00:00.000Z");
    expect(until.toISOString()).toBe("2026-11-24T15:00:00.000Z");
  });
});

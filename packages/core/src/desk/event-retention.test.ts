import { describe, expect, it } from "vitest";
import { firstReportedDay, lastReportedDay, retentionCutoff, tokyoDayOf, tokyoDayStart } from "./event-retention.ts";

describe("tokyoDayOf", () => {
  it.each([
    ["2026-11-24T14:59:59.999Z", "2026-11-24"],
    ["2026-11-24T15:00:00.000Z", "2026-11-25"],
    ["2026-12-31T15:00:00.000Z", "2027-01-01"],
    ["2026-03-08T10:00:00.000Z", "2026-03-08"],
  ])("%s is %s in Tokyo", (instant, day) => {
    expect(tokyoDayOf(new Date(instant))).toBe(day);
  });

  it("is the day tokyoDayStart begins", () => {
    expect(tokyoDayStart("2026-11-25").toISOString()).toBe("2026-11-24T15:00:00.000Z");
    expect(tokyoDayOf(tokyoDayStart("2026-11-25"))).toBe("2026-11-25");
  });
});

describe("retentionCutoff", () => {
  it.each([
    ["2026-11-24T03:00:00Z", 90, "2026-08-25T15:00:00.000Z"],
    ["2026-11-24T16:00:00Z", 90, "2026-08-26T15:00:00.000Z"],
    ["2026-11-24T15:00:00Z", 1, "2026-11-23T15:00:00.000Z"],
    ["2026-11-24T14:59:59Z", 1, "2026-11-22T15:00:00.000Z"],
  ])("at %s with %d days of retention: the Tokyo midnight %s", (now, days, cutoff) => {
    expect(retentionCutoff(new Date(now), days).toISOString()).toBe(cutoff);
  });

  it("keeps at least the retention of raw events", () => {
    const now = new Date("2026-11-24T09:30:00Z");
    expect(now.getTime() - retentionCutoff(now, 30).getTime()).toBeGreaterThanOrEqual(30 * 86_400_000);
  });
});

describe("firstReportedDay", () => {
  it.each([
    ["2026-11-23T15:00:00Z", "2026-11-24"],
    ["2026-11-24T12:00:00Z", "2026-11-24"],
  ])("a report since %s counts rolled-up days from %s", (since, day) => {
    expect(firstReportedDay(new Date(since))).toBe(day);
  });
});

describe("lastReportedDay", () => {
  it.each([
    ["2026-11-24T15:00:00Z", "2026-11-24"],
    ["2026-11-24T15:00:00.001Z", "2026-11-25"],
    ["2026-11-24T12:00:00Z", "2026-11-24"],
  ])("a report until %s counts rolled-up days up to %s", (until, day) => {
    expect(lastReportedDay(new Date(until))).toBe(day);
  });
});

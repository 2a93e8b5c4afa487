import { describe, expect, it } from "vitest";
import { type PreviewCodeInfo, previewCodeInfo } from "./preview-code.ts";

// Authenticated at 10:30 Tokyo time; "now" is N Tokyo days later at 09:00, earlier in the day.
const authenticatedAt = "2026-11-01T01:30:00Z";
const daysLater = (days: number) => Date.parse("2026-11-01T00:00:00Z") + days * 86_400_000;

const info = (status: PreviewCodeInfo["status"], remainingDays: number): PreviewCodeInfo => ({
  status,
  showCountdown: status === "warn",
  remainingDays,
});

describe("previewCodeInfo, normal contract (0-27 authorized, 28-34 warn, 35+ none)", () => {
  it.each<[number, PreviewCodeInfo]>([
    [0, info("authorized", 35)],
    [1, info("authorized", 34)],
    [27, info("authorized", 8)],
    [28, info("warn", 7)],
    [29, info("warn", 6)],
    [34, info("warn", 1)],
    [35, info("none", 0)],
    [36, info("none", 0)],
    [400, info("none", 0)],
  ])("day %d", (days, expected) => {
    const fields = { previewCodeAuthenticatedAt: authenticatedAt, isDoubleCourseFirstMonthContract: false };
    expect(previewCodeInfo(fields, daysLater(days))).toEqual(expected);
  });
});

describe("previewCodeInfo, first-month contract (0-9 authorized, 10-13 warn, 14+ none)", () => {
  it.each<[number, PreviewCodeInfo]>([
    [0, info("authorized", 14)],
    [9, info("authorized", 5)],
    [10, info("warn", 4)],
    [11, info("warn", 3)],
    [13, info("warn", 1)],
    [14, info("none", 0)],
    [15, info("none", 0)],
  ])("day %d", (days, expected) => {
    const fields = { previewCodeAuthenticatedAt: authenticatedAt, isDoubleCourseFirstMonthContract: true };
    expect(previewCodeInfo(fields, daysLater(days))).toEqual(expected);
  });
});

describe("previewCodeInfo edges", () => {
  it.each<[string, string | null, string, PreviewCodeInfo]>([
    ["never authenticated", null, "2026-11-21T00:00:00Z", info("none", 0)],
    ["a Tokyo day turns at 00:00 JST, not UTC", "2026-11-01T14:59:00Z", "2026-11-28T15:00:00Z", info("warn", 7)],
    ["the last minute before warn", "2026-11-01T14:59:00Z", "2026-11-28T14:59:00Z", info("authorized", 8)],
    ["stamped ahead of our clock", "2026-11-02T01:00:00Z", "2026-11-01T01:00:00Z", info("authorized", 35)],
  ])("%s", (_, at, now, expected) => {
    const fields = { previewCodeAuthenticatedAt: at, isDoubleCourseFirstMonthContract: false };
    expect(previewCodeInfo(fields, Date.parse(now))).toEqual(expected);
  });
});

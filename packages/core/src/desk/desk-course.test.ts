import { describe, expect, it } from "vitest";
import {
  type CourseTerm,
  courseMonthsProblems,
  type DeskLimitProblem,
  deskCourseMaxMonths,
  grantOutcome,
  isCourseRunning,
  isWithinDeskLimit,
  type LinkingCodeRequest,
  linkingCodeLimits,
  linkingCodeProblems,
  monthsLater,
  previewCodeMaxLength,
  previewCodeProblems,
  typedWholeNumber,
} from "./desk-course.ts";

describe("the desk's limits", () => {
  it("grants and issues codes for the same longest course", () => {
    expect(linkingCodeLimits.maxMonths).toBe(deskCourseMaxMonths);
  });

  // [value, max, taken]
  it.each<[number, number, boolean]>([
    [1, 100, true],
    [100, 100, true],
    [101, 100, false],
    [0, 100, false],
    [-1, 100, false],
    [1.5, 100, false],
    [Number.NaN, 100, false],
    [Number.POSITIVE_INFINITY, 100, false],
    [120, deskCourseMaxMonths, true],
    [121, deskCourseMaxMonths, false],
    [500, deskCourseMaxMonths, false],
    [365, linkingCodeLimits.maxValidDays, true],
    [366, linkingCodeLimits.maxValidDays, false],
  ])("%s within 1..%s → %s", (value, max, expected) => {
    expect(isWithinDeskLimit(value, max)).toBe(expected);
  });
});

describe("typedWholeNumber", () => {
  it.each<[string, number]>([
    ["12", 12],
    [" 7 ", 7],
    ["0", 0],
    ["2.5", Number.NaN],
    ["1e2", Number.NaN],
    ["-3", Number.NaN],
    ["ten", Number.NaN],
    ["", Number.NaN],
  ])("%j → %s", (text, expected) => {
    expect(typedWholeNumber(text)).toBe(expected);
  });
});

describe("linkingCodeProblems", () => {
  const within: LinkingCodeRequest = { count: 1, months: 12, validDays: 90 };
  it.each<[Partial<LinkingCodeRequest>, DeskLimitProblem[]]>([
    [{}, []],
    [{ count: linkingCodeLimits.maxCount, months: linkingCodeLimits.maxMonths, validDays: 365 }, []],
    [{ count: 101 }, ["count-out-of-range"]],
    [{ count: 0 }, ["count-out-of-range"]],
    [{ count: 2.5 }, ["count-out-of-range"]],
    [{ months: 121 }, ["months-out-of-range"]],
    [{ validDays: 366 }, ["valid-days-out-of-range"]],
    // The command line once let 101 codes of 500 months through.
    [{ count: 101, months: 500 }, ["count-out-of-range", "months-out-of-range"]],
    [
      { count: Number.NaN, months: -1, validDays: 0 },
      ["count-out-of-range", "months-out-of-range", "valid-days-out-of-range"],
    ],
  ])("%o → %o", (change, expected) => {
    expect(linkingCodeProblems({ ...within, ...change })).toEqual(expected);
  });
});

describe("courseMonthsProblems", () => {
  it.each<[number, DeskLimitProblem[]]>([
    [1, []],
    [deskCourseMaxMonths, []],
    [deskCourseMaxMonths + 1, ["months-out-of-range"]],
    [500, ["months-out-of-range"]],
    [0, ["months-out-of-range"]],
    [1.5, ["months-out-of-range"]],
  ])("%s months → %o", (months, expected) => {
    expect(courseMonthsProblems(months)).toEqual(expected);
  });
});

describe("previewCodeProblems", () => {
  it.each<[string, DeskLimitProblem[]]>([
    ["SPRING", []],
    ["x".repeat(previewCodeMaxLength), []],
    [`  ${"x".repeat(previewCodeMaxLength)}  `, []],
    ["x".repeat(previewCodeMaxLength + 1), ["preview-code-too-long"]],
    ["", ["preview-code-empty"]],
    ["   ", ["preview-code-empty"]],
  ])("%j → %o", (code, expected) => {
    expect(previewCodeProblems(code)).toEqual(expected);
  });
});

const now = Date.parse("2026-11-27T03:00:00Z");
const startedAt = "2026-01-01T00:00:00.000Z";
const running: CourseTerm = { status: "available", startedAt, expireAt: "2027-10-31T03:00:00.000Z" };
const lapsed: CourseTerm = { status: "available", startedAt, expireAt: "2026-11-27T02:59:59.999Z" };
const revoked: CourseTerm = { status: "none", startedAt, expireAt: "2027-10-31T03:00:00.000Z" };
const endingNow: CourseTerm = { status: "available", startedAt, expireAt: new Date(now).toISOString() };

describe("granting a course over the one a reader has", () => {
  it.each<[string, CourseTerm | null, boolean, ReturnType<typeof grantOutcome>]>([
    ["a reader who never had a course gets the new one", null, false, "starts"],
    ["a lapsed course is simply followed by the new one", lapsed, false, "starts"],
    ["a revoked course is simply followed by the new one", revoked, false, "starts"],
    ["a course ending this very instant has ended", endingNow, false, "starts"],
    ["replace on a reader without a running course changes nothing of the rule", null, true, "starts"],
    ["a running course is not cut by a grant that does not say it replaces it", running, false, "refused-running"],
    ["a running course is replaced when the grant says so", running, true, "replaces"],
  ])("%s", (_, course, replace, expected) => {
    expect(grantOutcome(course, replace, now)).toBe(expected);
  });

  it.each<[CourseTerm | null | undefined, boolean]>([
    [running, true],
    [lapsed, false],
    [revoked, false],
    [endingNow, false],
    [null, false],
    [undefined, false],
  ])("%j is running: %s", (course, expected) => {
    expect(isCourseRunning(course, new Date(now))).toBe(expected);
  });
});

describe("the end of a course granted for some months", () => {
  it.each([
    ["2026-11-27T03:00:00.000Z", 1, "2026-12-27T03:00:00.000Z"],
    ["2026-11-27T03:00:00.000Z", 11, "2027-10-27T03:00:00.000Z"],
    ["2026-11-27T03:00:00.000Z", 120, "2036-11-27T03:00:00.000Z"],
  ])("%s plus %i month(s) is %s", (from, months, end) => {
    expect(monthsLater(new Date(from), months).toISOString()).toBe(end);
  });
});

import { describe, expect, it } from "vitest";
import { type CourseTerm, grantOutcome, isCourseRunning, monthsLater } from "./desk-course.ts";

const now = Date.parse("2026-11-27T03:00:00Z");
const running: CourseTerm = { status: "available", expireAt: "2027-10-31T03:00:00.000Z" };
const lapsed: CourseTerm = { status: "available", expireAt: "2026-11-27T02:59:59.999Z" };
const revoked: CourseTerm = { status: "none", expireAt: "2027-10-31T03:00:00.000Z" };
const endingNow: CourseTerm = { status: "available", expireAt: new Date(now) };

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

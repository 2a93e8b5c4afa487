import { describe, expect, it } from "vitest";
import { deskCourseMaxMonths, isWithinDeskLimit, linkingCodeLimits } from "./desk-course.ts";

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

import { describe, expect, it } from "vitest";
import {
  courseByCode,
  courseByNumber,
  productContents,
  subscriptionCourseOf,
  subscriptionCourses,
} from "./subscription-course.ts";

describe("subscription courses", () => {
  it.each([
    ["digital", "Digital", "S116C001P001", "1001"],
    ["double", "Double", "S116C001P002", "1002"],
    ["none", "None", null, "0000"],
  ] as const)("%s is the %s course, code %s, number %s", (product, name, code, number) => {
    expect(subscriptionCourseOf[product]).toEqual({ name, product, code, number });
  });

  it.each(productContents)("%s has one course that names it", (product) => {
    expect(subscriptionCourses.filter((course) => course.product === product)).toEqual([subscriptionCourseOf[product]]);
  });

  it.each([
    ["S116C001P001", "digital"],
    ["S116C001P002", "double"],
    ["S116C001P003", undefined],
    ["", undefined],
  ])("code %j → %s", (code, product) => {
    expect(courseByCode(code)?.product).toBe(product);
  });

  it.each([
    ["1001", "digital"],
    ["1002", "double"],
    ["0000", "none"],
    ["0", undefined],
    ["1003", undefined],
  ])("number %j → %s", (number, product) => {
    expect(courseByNumber(number)?.product).toBe(product);
  });
});

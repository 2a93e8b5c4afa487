import { describe, expect, it } from "vitest";
import { auditValueLines } from "./audit-value";

describe("how the audit log shows a recorded state", () => {
  it.each([
    ["nothing", null, []],
    ["an empty object", {}, []],
    ["a plain value", "SPRING27", ["SPRING27"]],
    ["fields in their order", { product: "digital", months: 2 }, ["product: digital", "months: 2"]],
    ["a field that is null", { before: null }, ["before: —"]],
    ["a true flag", { refererEntry: true }, ["refererEntry: true"]],
    ["nested fields by their path", { course: { status: "none" } }, ["course.status: none"]],
    ["a list", { codes: ["a", "b"] }, ["codes[0]: a", "codes[1]: b"]],
    ["an empty list", { questions: [] }, ["questions: []"]],
  ])("%s", (_, value, expected) => {
    expect(auditValueLines(value)).toEqual(expected);
  });
});

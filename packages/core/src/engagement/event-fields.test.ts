import { describe, expect, it } from "vitest";
import {
  type EventFieldProblem,
  type EventFields,
  eventFieldProblemCodes,
  eventFieldProblems,
  eventFieldProblemText,
  eventLabelWithinLimit,
  eventLimits,
} from "./event-fields.ts";

describe("eventFieldProblems: what the API refuses in an event, by field", () => {
  it.each<[string, EventFields, Partial<Record<keyof EventFields, EventFieldProblem>>]>([
    ["a page view", { event: "page_view", label: "/awd", environment: "production" }, {}],
    ["no label", { event: "page_view", label: null, environment: null }, {}],
    ["a name of 64 characters", { event: "a".repeat(eventLimits.nameMaxLength) }, {}],
    ["a name of 65 characters", { event: "a".repeat(eventLimits.nameMaxLength + 1) }, { event: "name-invalid" }],
    ["an empty name", { event: "" }, { event: "name-invalid" }],
    ["a name in capitals and -", { event: "Page-View" }, { event: "name-invalid" }],
    ["a label of 200 characters", { label: "x".repeat(eventLimits.labelMaxLength) }, {}],
    ["a label of 201 characters", { label: "x".repeat(eventLimits.labelMaxLength + 1) }, { label: "label-too-long" }],
    // 101 emoji are 202 UTF-16 units.
    ["a label of 101 emoji", { label: "😀".repeat(101) }, { label: "label-too-long" }],
    ["an environment of 32 characters", { environment: "e".repeat(eventLimits.environmentMaxLength) }, {}],
    [
      "an environment of 33 characters",
      { environment: "e".repeat(eventLimits.environmentMaxLength + 1) },
      { environment: "environment-too-long" },
    ],
  ])("%s → %j", (_, fields, expected) => {
    expect(eventFieldProblems(fields)).toEqual(expected);
  });

  it.each(eventFieldProblemCodes)("%s is said in English", (problem) => {
    expect(eventFieldProblemText[problem]).toMatch(/^an? [a-z ]+ is /);
  });
});

describe("eventLabelWithinLimit: the label the browser's queue sends", () => {
  it.each([
    ["a short label, as it is", "/awd", "/awd"],
    ["a label at the limit, as it is", "語".repeat(200), "語".repeat(200)],
    ["a longer label, cut at the limit", "語".repeat(250), "語".repeat(200)],
    ["a label of emoji, cut before a character that would not fit", `a${"😀".repeat(150)}`, `a${"😀".repeat(99)}`],
  ])("%s", (_, label, sent) => {
    expect(eventLabelWithinLimit(label)).toBe(sent);
    expect(eventFieldProblems({ label: eventLabelWithinLimit(label) })).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { previewCodeMaxLength } from "../desk/desk-course.ts";
import {
  type ReaderCodeKind,
  type ReaderCodeProblem,
  readerCodeMaxLength,
  readerCodeProblemCodes,
  readerCodeProblems,
  readerCodeProblemText,
} from "./reader-code.ts";

describe("readerCodeProblems: what my page and the API refuse in a typed code", () => {
  it.each<[ReaderCodeKind, string, ReaderCodeProblem[]]>([
    ["linking", "", ["code-empty"]],
    ["linking", "L".repeat(64), []],
    ["linking", "L".repeat(65), ["code-too-long"]],
    ["preview", "", ["code-empty"]],
    ["preview", "P".repeat(previewCodeMaxLength), []],
    ["preview", "P".repeat(previewCodeMaxLength + 1), ["code-too-long"]],
    ["preview", "SPRING", []],
  ])("a %s code %j → %j", (kind, code, expected) => {
    expect(readerCodeProblems(kind, code)).toEqual(expected);
  });

  it("takes the preview code's length from the desk's own limit", () => {
    expect(readerCodeMaxLength.preview).toBe(previewCodeMaxLength);
  });

  it.each(readerCodeProblemCodes)("%s is said in English", (problem) => {
    expect(readerCodeProblemText("linking", problem)).toMatch(/^the code must /);
  });
});

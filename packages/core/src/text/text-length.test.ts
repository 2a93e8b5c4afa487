import { describe, expect, it } from "vitest";
import { characterCount, truncateCharacters } from "./text-length.ts";

describe("characterCount (a character as a reader sees it)", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["英語", 2],
    ["𠮷野家", 3],
    ["😀", 1],
  ])("%j has %d", (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});

describe("truncateCharacters", () => {
  it.each([
    ["abc", 2, "ab"],
    ["abc", 3, "abc"],
    ["abc", 5, "abc"],
    ["😀😀😀", 2, "😀😀"],
    ["abc", 0, ""],
  ])("%j to %d → %j", (text, max, expected) => {
    expect(truncateCharacters(text, max)).toBe(expected);
  });
});

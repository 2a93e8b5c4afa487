import { describe, expect, it } from "vitest";
import { lookupWordSchema } from "../contract/dictionary.ts";
import { isLookupWord, normaliseLookupWord } from "./lookup-word.ts";

describe("normaliseLookupWord", () => {
  it.each([
    ["Train", "train"],
    ["  leaves ", "leaves"],
    ["Japan's", "japan"],
    ["Ken’s", "ken"],
    ["teachers'", "teachers"],
    ["don't", "don't"],
    ["it’s", "it"],
    ["well‐known", "well-known"],
    ["ice   cream", "ice cream"],
  ])("%s → %s", (word, expected) => {
    expect(normaliseLookupWord(word)).toBe(expected);
  });
});

describe("isLookupWord", () => {
  it.each<[string, boolean]>([
    ["train", true],
    ["don't", true],
    ["well-known", true],
    ["ice cream", true],
    ["café", true],
    ["", false],
    ["3.5", false],
    ["covid-19", false],
    ["-ing", false],
    ["word-", false],
    ["a  b", false],
    ["<script>", false],
    ["a".repeat(64), true],
    ["a".repeat(65), false],
  ])("%s: %s", (word, expected) => {
    expect(isLookupWord(word)).toBe(expected);
  });
});

describe("lookupWordSchema", () => {
  it("answers the normalised word", () => {
    expect(lookupWordSchema.parse(" Japan’s ")).toBe("japan");
  });

  it("refuses what is not a word with a plain message", () => {
    const result = lookupWordSchema.safeParse("1,000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Not an English word/);
  });
});

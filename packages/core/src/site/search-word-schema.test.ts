import { describe, expect, it } from "vitest";
import { searchWordProblemDescriptions, searchWordSchema } from "./search-word-schema.ts";

describe("searchWordSchema", () => {
  it.each([
    ["", searchWordProblemDescriptions.empty],
    [" ", searchWordProblemDescriptions.blank],
    ["a".repeat(513), "The search word is longer than 512 characters"],
  ])("refuses %j with the problem in English", (word, message) => {
    const parsed = searchWordSchema.safeParse(word);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it.each([["news"], ["a".repeat(512)]])("accepts %j", (word) => {
    expect(searchWordSchema.parse(word)).toBe(word);
  });
});

import { describe, expect, it } from "vitest";
import { searchWordMessages } from "./search-word.ts";
import { searchWordSchema } from "./search-word-schema.ts";

describe("searchWordSchema", () => {
  it.each([
    ["", searchWordMessages.empty],
    [" ", searchWordMessages.blank],
    ["a".repeat(513), "検索キーワードは512文字以内で入力してください。"],
  ])("refuses %j with the reader's message", (word, message) => {
    const parsed = searchWordSchema.safeParse(word);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it.each([["news"], ["a".repeat(512)]])("accepts %j", (word) => {
    expect(searchWordSchema.parse(word)).toBe(word);
  });
});

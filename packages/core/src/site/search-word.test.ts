import { describe, expect, it } from "vitest";
import { checkSearchWord } from "./search-word.ts";

describe("checkSearchWord", () => {
  it.each([
    ["a single letter", "a"],
    ["Japanese", "英語"],
    ["surrounding spaces", "  news  "],
    ["511 characters", "a".repeat(511)],
    ["512 characters", "a".repeat(512)],
    ["512 characters outside the BMP", "𠮷".repeat(512)],
  ])("accepts %s", (_, word) => {
    expect(checkSearchWord(word)).toEqual({ ok: true, value: word });
  });

  it.each([
    ["not a string", undefined, "not-string"],
    ["a repeated query parameter", ["a", "b"], "not-string"],
    ["a number", 12, "not-string"],
    ["empty", "", "empty"],
    ["a space", " ", "blank"],
    ["ideographic spaces, tabs and newlines", "\u3000\t\n", "blank"],
    ["513 characters", "a".repeat(513), "too-long"],
    ["513 characters outside the BMP", "𠮷".repeat(513), "too-long"],
  ])("refuses %s", (_, word, reason) => {
    expect(checkSearchWord(word)).toEqual({ ok: false, reason });
  });
});

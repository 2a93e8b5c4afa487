import { describe, expect, it } from "vitest";
import { resultRange, searchRequestOf } from "./search-request";

describe("searchRequestOf (/search?p=&q=)", () => {
  it.each([
    ["p=1&q=island", { valid: true, word: "island", page: 1 }],
    ["q=island&p=3", { valid: true, word: "island", page: 3 }],
    ["q=island", { valid: true, word: "island", page: 1 }],
    ["q=island&p=0", { valid: true, word: "island", page: 1 }],
    ["q=island&p=abc", { valid: true, word: "island", page: 1 }],
    ["q=island&p=-2", { valid: true, word: "island", page: 1 }],
    ["q=%20island%20", { valid: true, word: " island ", page: 1 }],
    ["q=AI%E9%80%9A%E8%A8%B3+doctors", { valid: true, word: "AI通訳 doctors", page: 1 }],
  ])("reads %s", (query, expected) => {
    expect(searchRequestOf(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    ["", "検索キーワードを入力してください。"],
    ["p=2", "検索キーワードを入力してください。"],
    ["q=", "検索キーワードを入力してください。"],
    ["q=+++", "空白以外の文字を入力してください。"],
    ["q=%E3%80%80%09", "空白以外の文字を入力してください。"],
    [`q=${"a".repeat(513)}`, "検索キーワードは512文字以内で入力してください。"],
    ["q=a&q=b", "検索キーワードを正しく入力してください。"],
  ])("refuses %s with the reader's reason", (query, reason) => {
    expect(searchRequestOf(new URLSearchParams(query))).toEqual({ valid: false, reason });
  });

  it("accepts 512 characters outside the BMP", () => {
    const word = "𠮷".repeat(512);
    expect(searchRequestOf(new URLSearchParams({ q: word }))).toEqual({ valid: true, word, page: 1 });
  });
});

describe("resultRange (全N件中 X–Y件)", () => {
  it.each([
    [1, 12, 12, { from: 1, to: 12 }],
    [2, 12, 12, { from: 13, to: 24 }],
    [3, 12, 5, { from: 25, to: 29 }],
    [1, 12, 1, { from: 1, to: 1 }],
    [4, 12, 0, null],
    [1, 12, 0, null],
  ])("page %i of size %i showing %i", (page, size, shown, expected) => {
    expect(resultRange(page, size, shown)).toEqual(expected);
  });
});

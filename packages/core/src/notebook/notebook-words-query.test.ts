import { describe, expect, it } from "vitest";
import { defaultWordsQuery, wordsQueryFrom, wordsQueryString } from "./notebook-words-query";

describe("wordsQueryFrom", () => {
  it.each([
    { address: "", query: defaultWordsQuery },
    { address: "?q=apple&sort=word&p=3", query: { q: "apple", sort: "word", page: 3 } },
    { address: "?sort=due", query: { q: "", sort: "due", page: 1 } },
    { address: "?q=%E6%97%A5%E6%9C%AC", query: { q: "日本", sort: "newest", page: 1 } },
    { address: "?sort=popular", query: defaultWordsQuery },
    { address: "?p=0", query: defaultWordsQuery },
    { address: "?p=-2", query: defaultWordsQuery },
    { address: "?p=1.5", query: defaultWordsQuery },
    { address: "?p=abc", query: defaultWordsQuery },
    { address: "?p=99999999999999999999", query: defaultWordsQuery },
    { address: `?q=${"a".repeat(101)}`, query: defaultWordsQuery },
    { address: `?q=${"あ".repeat(100)}`, query: { q: "あ".repeat(100), sort: "newest", page: 1 } },
  ])("$address", ({ address, query }) => {
    expect(wordsQueryFrom(new URLSearchParams(address))).toEqual(query);
  });
});

describe("wordsQueryString", () => {
  it.each([
    { query: defaultWordsQuery, address: "" },
    { query: { q: "  ", sort: "newest", page: 1 } as const, address: "" },
    { query: { q: " big apple ", sort: "word", page: 2 } as const, address: "?q=big+apple&sort=word&p=2" },
    { query: { q: "", sort: "oldest", page: 1 } as const, address: "?sort=oldest" },
  ])("$address", ({ query, address }) => {
    expect(wordsQueryString(query)).toBe(address);
    expect(wordsQueryFrom(new URLSearchParams(address))).toEqual({ ...query, q: query.q.trim() });
  });
});

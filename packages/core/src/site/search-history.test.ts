import { describe, expect, it } from "vitest";
import { restoreSearchHistory, type SearchHistory, searchHistoryReducer } from "./search-history.ts";

const five = ["e", "d", "c", "b", "a"];

describe("searchHistoryReducer add (at most 5, new first, duplicate to front, oldest dropped)", () => {
  it.each<[string, SearchHistory, string, SearchHistory]>([
    ["0 entries", [], "x", ["x"]],
    ["1 entry", ["a"], "x", ["x", "a"]],
    ["4 entries", ["d", "c", "b", "a"], "x", ["x", "d", "c", "b", "a"]],
    ["5 entries: the oldest drops", five, "x", ["x", "e", "d", "c", "b"]],
    ["6 entries (over-full storage): back to 5", ["f", ...five], "x", ["x", "f", "e", "d", "c"]],
    ["a duplicate moves to the front", five, "b", ["b", "e", "d", "c", "a"]],
    ["the newest again: unchanged", five, "e", five],
    ["a duplicate when full drops nothing", five, "a", ["a", "e", "d", "c", "b"]],
    ["case differs: a different term", ["news"], "News", ["News", "news"]],
    ["an empty term is not remembered", ["a"], "", ["a"]],
    ["a blank term is not remembered", ["a"], "   ", ["a"]],
    ["a too long term is not remembered", ["a"], "a".repeat(513), ["a"]],
  ])("%s", (_, history, term, expected) => {
    expect(searchHistoryReducer(history, { type: "add", term })).toEqual(expected);
  });
});

describe("searchHistoryReducer delete (1-based position)", () => {
  it.each<[number, SearchHistory]>([
    [1, ["d", "c", "b", "a"]],
    [3, ["e", "d", "b", "a"]],
    [5, ["e", "d", "c", "b"]],
    [0, five],
    [6, five],
    [-1, five],
    [1.5, five],
    [Number.NaN, five],
  ])("position %d", (position, expected) => {
    expect(searchHistoryReducer(five, { type: "delete", position })).toEqual(expected);
  });

  it("deleting from an empty history leaves it empty", () => {
    expect(searchHistoryReducer([], { type: "delete", position: 1 })).toEqual([]);
  });
});

describe("searchHistoryReducer clear", () => {
  it.each<[SearchHistory]>([[[]], [["a"]], [five]])("clears %j", (history) => {
    expect(searchHistoryReducer(history, { type: "clear" })).toEqual([]);
  });
});

describe("restoreSearchHistory", () => {
  it.each<[string, unknown, SearchHistory]>([
    ["a valid list", ["b", "a"], ["b", "a"]],
    ["nothing stored", null, []],
    ["not a list", "a", []],
    ["an object", { 0: "a" }, []],
    ["non-strings dropped", ["a", 1, null, "b"], ["a", "b"]],
    ["invalid words dropped", ["a", "", " ", "b"], ["a", "b"]],
    ["duplicates: the newer kept", ["a", "b", "a"], ["a", "b"]],
    ["6 entries: the 5 newest kept", ["f", ...five], ["f", "e", "d", "c", "b"]],
  ])("%s", (_, stored, expected) => {
    expect(restoreSearchHistory(stored)).toEqual(expected);
  });
});

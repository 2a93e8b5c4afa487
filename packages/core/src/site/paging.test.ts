import { describe, expect, it } from "vitest";
import { pageCount, parseOffset, parsePageSize, parseSearchPage, prerenderedPageCount } from "./paging.ts";

describe("parsePageSize (outside 1-50 or non-numeric becomes 12)", () => {
  it.each<[unknown, number]>([
    [1, 1],
    [12, 12],
    [50, 50],
    ["1", 1],
    ["50", 50],
    ["07", 7],
    [0, 12],
    [51, 12],
    [-1, 12],
    ["0", 12],
    ["51", 12],
    [2.5, 12],
    ["2.5", 12],
    ["x", 12],
    ["", 12],
    [" 5", 12],
    ["1e1", 12],
    ["0x10", 12],
    [Number.NaN, 12],
    [Number.POSITIVE_INFINITY, 12],
    [undefined, 12],
    [null, 12],
    [["5", "6"], 12],
  ])("%j → %d", (input, expected) => {
    expect(parsePageSize(input)).toBe(expected);
  });
});

describe("parseOffset (non-number or negative becomes 0)", () => {
  it.each<[unknown, number]>([
    [0, 0],
    [1, 1],
    [120, 120],
    ["24", 24],
    [-1, 0],
    ["-1", 0],
    ["x", 0],
    ["", 0],
    [1.5, 0],
    ["99999999999999999999", 0],
    [undefined, 0],
    [["1"], 0],
  ])("%j → %d", (input, expected) => {
    expect(parseOffset(input)).toBe(expected);
  });
});

describe("parseSearchPage (p starts at 1, anything else is 1)", () => {
  it.each<[unknown, number]>([
    [1, 1],
    [2, 2],
    ["3", 3],
    [0, 1],
    ["0", 1],
    [-1, 1],
    ["x", 1],
    ["", 1],
    [1.5, 1],
    [undefined, 1],
    [["2"], 1],
  ])("%j → %d", (input, expected) => {
    expect(parseSearchPage(input)).toBe(expected);
  });
});

describe("pageCount (an empty list still has its one page)", () => {
  it.each([
    [0, 12, 1],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [135, 12, 12],
  ])("%i items at %i a page make %i pages", (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe("prerenderedPageCount (the pages that hold the newest 100 articles, whatever the list's length)", () => {
  it.each([
    [0, 12, 1],
    [60, 12, 5],
    [100, 12, 9],
    [135, 12, 9],
    [20_000, 12, 9],
    [20_000, 50, 2],
  ])("%i items at %i a page: %i pages prerendered", (total, size, pages) => {
    expect(prerenderedPageCount(total, size)).toBe(pages);
  });
});

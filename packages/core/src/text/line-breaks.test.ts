import { describe, expect, it } from "vitest";
import { punctuationAfterWord, runsKeepingDatesWhole, type TextRun } from "./line-breaks.ts";

const whole = (text: string): TextRun => ({ text, whole: true });
const free = (text: string): TextRun => ({ text, whole: false });

describe("runsKeepingDatesWhole (a date never breaks across lines)", () => {
  it.each<[string, string, TextRun[]]>([
    ["a print issue's title", "AWD Weekly 2026年11月21日号", [free("AWD Weekly "), whole("2026年11月21日号")]],
    ["a single-digit month and day", "2026年1月3日号の紙面", [whole("2026年1月3日号"), free("の紙面")]],
    [
      "a date with its time",
      "更新 2026年11月21日 10:30 です",
      [free("更新 "), whole("2026年11月21日 10:30"), free(" です")],
    ],
    ["a month and day without the year", "11月21日から", [whole("11月21日"), free("から")]],
    ["two dates", "10月3日と10月17日", [whole("10月3日"), free("と"), whole("10月17日")]],
    ["no date", "紙面ビューアー", [free("紙面ビューアー")]],
    ["a year alone is no date", "2026年の号", [free("2026年の号")]],
    ["empty", "", []],
  ])("%s", (_, text, runs) => {
    expect(runsKeepingDatesWhole(text)).toEqual(runs);
    expect(runs.map((run) => run.text).join("")).toBe(text);
  });
});

describe("punctuationAfterWord (punctuation stays with the word before it)", () => {
  it.each<[string, string]>([
    [", and then", ","],
    [".", "."],
    ["?” she asked", "?”"],
    ["), which", "),"],
    ["; but", ";"],
    ["… later", "…"],
    ["。次の", "。"],
    ["、そして", "、"],
    [" and", ""],
    ["(see below)", ""],
    ["—a dash", ""],
    ["“quoted”", ""],
    ["", ""],
  ])("%j → %j", (text, punctuation) => {
    expect(punctuationAfterWord(text)).toBe(punctuation);
  });
});

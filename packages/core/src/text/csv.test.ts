import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it.each<[string | number, string]>([
    ["plain", "plain"],
    [42, "42"],
    [-3, "-3"],
    [4.25, "4.25"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["日本語の回答", "日本語の回答"],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+81 3", "'+81 3"],
    ["-1+2", "'-1+2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tindent", "'\tindent"],
    ["a=b", "a=b"],
  ])("%j is written %j", (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });
});

describe("toCsv and parseCsv", () => {
  const rows = [
    ["question", "answer", "count"],
    ["q1", 'He said "fine", then left', 3],
    ["q2", "line one\nline two", 0],
    ["q3", "=1+1", 1],
    ["q4", "", 12],
  ];

  it("writes a byte order mark and CRLF-ended rows", () => {
    const csv = toCsv(rows);
    expect(csv.startsWith("\uFEFFquestion,answer,count\r\n")).toBe(true);
    expect(csv.endsWith("q4,,12\r\n")).toBe(true);
  });

  it("reads back what it wrote, formulas kept as text", () => {
    expect(parseCsv(toCsv(rows))).toEqual([
      ["question", "answer", "count"],
      ["q1", 'He said "fine", then left', "3"],
      ["q2", "line one\nline two", "0"],
      ["q3", "'=1+1", "1"],
      ["q4", "", "12"],
    ]);
  });

  it("reads a file without a byte order mark or a last line end", () => {
    expect(parseCsv('a,b\n"c,d",e')).toEqual([
      ["a", "b"],
      ["c,d", "e"],
    ]);
  });

  it("reads no rows from an empty file", () => {
    expect(parseCsv("")).toEqual([]);
  });
});

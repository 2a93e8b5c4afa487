import { describe, expect, it } from "vitest";
import { normalisePageText, normaliseTextContent } from "./page-text";

describe("normalisePageText", () => {
  it.each([
    ["紙⾯版", "紙面版"],
    ["⽂・Aya Kinoshita", "文・Aya Kinoshita"],
    ["⾷べ残し", "食べ残し"],
    ["（否定文で）まったく", "（否定文で）まったく"],
    ["Ｈｅｌｌｏ", "Ｈｅｌｌｏ"],
  ])("%s", (copied, expected) => {
    expect(normalisePageText(copied)).toBe(expected);
  });
});

describe("normaliseTextContent", () => {
  it("normalises the text items and keeps the rest", () => {
    const marked = { type: "beginMarkedContent" as const, id: "m1" };
    const item = {
      str: "紙⾯",
      dir: "ltr",
      width: 10,
      height: 9,
      transform: [1, 0, 0, 1, 0, 0],
      fontName: "f1",
      hasEOL: false,
    };
    const content = normaliseTextContent({ items: [item, marked], styles: {}, lang: "ja" });
    expect(content.items).toEqual([{ ...item, str: "紙面" }, marked]);
  });
});

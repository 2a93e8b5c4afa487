import { describe, expect, it } from "vitest";
import { buildSnippet, japaneseMatcher, latinWords, type SnippetPart, type SnippetTerms } from "./snippet.ts";

const terms = (over: Partial<SnippetTerms>): SnippetTerms => ({
  lexemes: new Set(),
  japanese: undefined,
  stemOf: new Map(),
  ...over,
});

const marked = (parts: SnippetPart[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join("");

describe("buildSnippet", () => {
  const texts = {
    en: "Winter is here.\nIn many homes the kotatsu comes out. A kotatsu is a low table.",
    ja: "冬が来ました。\n多くの家庭でこたつを出します。こたつは低いテーブルです。",
  };

  it("marks English words by their stem", () => {
    const snippet = buildSnippet(
      { en: "She runs every day and loves running.", ja: "" },
      terms({
        lexemes: new Set(["run"]),
        stemOf: new Map([
          ["runs", "run"],
          ["running", "run"],
        ]),
      }),
      "en",
    );
    expect(snippet.language).toBe("en");
    expect(marked(snippet.parts)).toBe("She [runs] every day and loves [running].");
  });

  it("marks Japanese words in either kana and with or without long-vowel marks", () => {
    const snippet = buildSnippet(
      { en: "", ja: "コタツとこたつ、ハロウィーンとハロウィン、ヴァイオリン" },
      terms({ japanese: japaneseMatcher(["こたつ", "ハロウィン", "バイオリン"]) }),
      "ja",
    );
    expect(marked(snippet.parts)).toBe("[コタツ]と[こたつ]、[ハロウィーン]と[ハロウィン]、[ヴァイオリン]");
  });

  it("prefers the Japanese text for a Japanese query and joins lines", () => {
    const snippet = buildSnippet(texts, terms({ japanese: japaneseMatcher(["こたつ"]) }), "ja");
    expect(snippet.language).toBe("ja");
    expect(marked(snippet.parts)).toBe("冬が来ました。 多くの家庭で[こたつ]を出します。[こたつ]は低いテーブルです。");
  });

  it("falls back to the other language, then to the beginning without marks", () => {
    const english = terms({ lexemes: new Set(["kotatsu"]) });
    expect(buildSnippet(texts, english, "ja").language).toBe("en");
    const nothing = buildSnippet(texts, terms({ lexemes: new Set(["bear"]) }), "en");
    expect(nothing.parts).toEqual([{ text: texts.en.replace("\n", " "), match: false }]);
  });

  it("cuts a long text around the match, at word boundaries, with ellipses", () => {
    const long = `${"filler words here ".repeat(20)}the kotatsu is warm ${"more words after ".repeat(20)}`;
    const snippet = buildSnippet({ en: long, ja: "" }, terms({ lexemes: new Set(["kotatsu"]) }), "en");
    const text = marked(snippet.parts);
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text).toContain("[kotatsu]");
    expect(text.length).toBeLessThan(200);
    expect(text).toMatch(/^…(filler|words|here|the) /);
    expect(text).toMatch(/ (more|words|after)…$/);
  });

  it("picks the passage holding the most different query words", () => {
    const text = `kotatsu ${"x ".repeat(150)}kotatsu table together`;
    const snippet = buildSnippet(
      { en: text, ja: "" },
      terms({ lexemes: new Set(["kotatsu", "tabl"]), stemOf: new Map([["table", "tabl"]]) }),
      "en",
    );
    expect(marked(snippet.parts)).toContain("[kotatsu] [table]");
  });

  it("keeps text as plain parts: markup in the text stays text", () => {
    const snippet = buildSnippet(
      { en: "<b>kotatsu</b> & <script>", ja: "" },
      terms({ lexemes: new Set(["kotatsu"]) }),
      "en",
    );
    expect(snippet.parts).toEqual([
      { text: "<b>", match: false },
      { text: "kotatsu", match: true },
      { text: "</b> & <script>", match: false },
    ]);
  });

  it("never splits a surrogate pair", () => {
    const text = `${"𠮷".repeat(60)}こたつ${"𠮷".repeat(60)}`;
    const snippet = buildSnippet({ en: "", ja: text }, terms({ japanese: japaneseMatcher(["こたつ"]) }), "ja");
    for (const part of snippet.parts) expect(part.text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });
});

describe("latinWords", () => {
  it("splits at apostrophes and lowers case, as PostgreSQL's parser does", () => {
    expect(latinWords("Japan's Café, ＡＩ 2026")).toEqual(["japan", "s", "café", "ai", "2026"]);
  });
});

import { describe, expect, it } from "vitest";
import { buildSnippet, japaneseMatcher, type SnippetPart, type SnippetTerms } from "./snippet.ts";

const terms = (over: Partial<SnippetTerms>): SnippetTerms => ({ latin: new Set(), japanese: undefined, ...over });

const marked = (parts: SnippetPart[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join("");

describe("buildSnippet", () => {
  it("marks the English words it is given, whole and in any case", () => {
    const snippet = buildSnippet(
      "She Runs every day, loves running and is a runner.",
      "en",
      terms({ latin: new Set(["runs", "running"]) }),
    );
    expect(snippet.language).toBe("en");
    expect(marked(snippet.parts)).toBe("She [Runs] every day, loves [running] and is a runner.");
  });

  it("splits Latin words at apostrophes and folds width and case, as the index does", () => {
    const snippet = buildSnippet("Japan's Café, ＡＩ 2026", "en", terms({ latin: new Set(["japan", "ai"]) }));
    expect(marked(snippet.parts)).toBe("[Japan]'s Café, [ＡＩ] 2026");
  });

  it("marks Japanese words in either kana and with or without long-vowel marks", () => {
    const snippet = buildSnippet(
      "コタツとこたつ、ハロウィーンとハロウィン、ヴァイオリン",
      "ja",
      terms({ japanese: japaneseMatcher(["こたつ", "ハロウィン", "バイオリン"]) }),
    );
    expect(marked(snippet.parts)).toBe("[コタツ]と[こたつ]、[ハロウィーン]と[ハロウィン]、[ヴァイオリン]");
  });

  it("joins the paragraphs of a text into one line", () => {
    const snippet = buildSnippet(
      "冬が来ました。\n多くの家庭でこたつを出します。",
      "ja",
      terms({ japanese: japaneseMatcher(["こたつ"]) }),
    );
    expect(snippet.language).toBe("ja");
    expect(marked(snippet.parts)).toBe("冬が来ました。 多くの家庭で[こたつ]を出します。");
  });

  it("gives the beginning, without marks, of a text that holds no match", () => {
    const snippet = buildSnippet("Winter is here.\nThe kotatsu comes out.", "en", terms({ latin: new Set(["bear"]) }));
    expect(snippet.parts).toEqual([{ text: "Winter is here. The kotatsu comes out.", match: false }]);
  });

  it("cuts a long text around the match, at word boundaries, with ellipses", () => {
    const long = `${"filler words here ".repeat(20)}the kotatsu is warm ${"more words after ".repeat(20)}`;
    const text = marked(buildSnippet(long, "en", terms({ latin: new Set(["kotatsu"]) })).parts);
    expect(text).toContain("[kotatsu]");
    expect(text.length).toBeLessThan(200);
    expect(text).toMatch(/^…(filler|words|here|the) /);
    expect(text).toMatch(/ (more|words|after)…$/);
  });

  it("picks the passage holding the most different query words", () => {
    const text = `kotatsu ${"x ".repeat(150)}kotatsu table together`;
    const snippet = buildSnippet(text, "en", terms({ latin: new Set(["kotatsu", "table"]) }));
    expect(marked(snippet.parts)).toContain("[kotatsu] [table]");
  });

  it("keeps text as plain parts: markup in the text stays text", () => {
    const snippet = buildSnippet("<b>kotatsu</b> & <script>", "en", terms({ latin: new Set(["kotatsu"]) }));
    expect(snippet.parts).toEqual([
      { text: "<b>", match: false },
      { text: "kotatsu", match: true },
      { text: "</b> & <script>", match: false },
    ]);
  });

  it("never splits a surrogate pair", () => {
    const text = `${"𠮷".repeat(60)}こたつ${"𠮷".repeat(60)}`;
    const snippet = buildSnippet(text, "ja", terms({ japanese: japaneseMatcher(["こたつ"]) }));
    expect(marked(snippet.parts)).toContain("[こたつ]");
    for (const part of snippet.parts) expect(part.text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });
});

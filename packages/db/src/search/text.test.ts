import { describe, expect, it } from "vitest";
import { analyzeQuery, isEmptyQuery, japaneseWords, normalize } from "./text.ts";

describe("normalize", () => {
  it.each([
    ["full-width letters and digits", "ＡＩ２０２６", "ai2026"],
    ["half-width katakana", "ｶﾀｶﾅ", "カタカナ"],
    ["capitals", "Kotatsu", "kotatsu"],
    ["ideographic space", "東京\u3000駅", "東京 駅"],
  ])("folds %s", (_, text, expected) => {
    expect(normalize(text)).toBe(expected);
  });
});

describe("japaneseWords (index side)", () => {
  it.each([
    ["particles apart from words", "東京の銭湯", "東京 の 銭湯"],
    ["punctuation and spaces dropped", "こたつ：家族が集まる", "こたつ 家族 が 集まる"],
    ["a loanword cut by the dictionary joined again", "日本で育ったハロウィーン", "ハロウィン"],
    ["compound katakana kept whole", "パンプキンスパイス", "パンプキンスパイス"],
    ["long-vowel marks dropped from long loanwords", "コンピューター", "コンピュタ"],
    ["a last long-vowel mark dropped from four-letter ones", "パーティー", "パーティ"],
    ["short loanwords kept as written", "ビールとビル", "ビール と ビル"],
    ["ヴ spellings", "ヴァイオリン", "バイオリン"],
    ["half-width katakana", "ｺﾀﾂ", "コタツ"],
    ["Latin words inside Japanese text, lower case", "AI通訳", "ai 通訳"],
  ])("%s", (_, text, expected) => {
    expect(japaneseWords(text)).toContain(expected);
  });
});

describe("analyzeQuery (query side)", () => {
  it("splits English from Japanese words", () => {
    const q = analyzeQuery("AI通訳 Hospitals");
    expect(q.english).toEqual(["ai", "hospitals"]);
    expect(q.japaneseTerms.map((t) => t.word)).toEqual(["通訳"]);
  });

  it("keeps particles in the phrase but does not require them", () => {
    const q = analyzeQuery("東京の銭湯");
    expect(q.japanesePhrase).toEqual(["東京", "の", "銭湯"]);
    expect(q.japaneseTerms.map((t) => t.word)).toEqual(["東京", "銭湯"]);
  });

  it("requires a lone particle when it is the whole query", () => {
    expect(analyzeQuery("の").japaneseTerms.map((t) => t.word)).toEqual(["の"]);
  });

  it.each([
    ["こたつ", "コタツ"],
    ["コタツ", "こたつ"],
    ["東京", undefined],
  ])("offers %s in the other kana (%s)", (word, other) => {
    expect(analyzeQuery(word).japaneseTerms[0]?.otherKana).toBe(other);
  });

  it("looks inside longer words without long-vowel marks", () => {
    expect(analyzeQuery("ゲート").japaneseTerms[0]).toMatchObject({ word: "ゲート", inner: "ゲト" });
  });

  it("normalises the query as the index does", () => {
    expect(analyzeQuery("ﾊﾛｳｨｰﾝ").japaneseTerms[0]?.word).toBe("ハロウィン");
    expect(analyzeQuery("ＫＯＴＡＴＳＵ").english).toEqual(["kotatsu"]);
  });

  it.each([
    ["emoji only", "🍣👍🏽"],
    ["punctuation only", "「」、。!?*"],
    ["SQL and regex metacharacters", "'; -- % _ \\ | ( ) [ ] ^ $ . * + ?"],
  ])("finds no words in %s", (_, text) => {
    expect(isEmptyQuery(analyzeQuery(text))).toBe(true);
  });

  it("bounds the words of a long query", () => {
    const q = analyzeQuery(Array.from({ length: 100 }, (_, i) => `w${i}`).join(" "));
    expect(q.english.length).toBeLessThanOrEqual(32);
  });
});

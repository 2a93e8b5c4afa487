import { describe, expect, it } from "vitest";
import { selectPhrase } from "./phrase-selection.ts";

const paragraph = 'He said "Let\'s call it a day." Then he went home, tired but happy. 3.5 km.';
const select = (text: string, occurrence = paragraph) => {
  const start = occurrence.indexOf(text);
  return selectPhrase(paragraph, start, start + text.length);
};

describe("selectPhrase", () => {
  it.each<[string, string, string]>([
    ["a phrase", "call it a day", "call it a day"],
    ["quotes and punctuation at the edges go", '"Let\'s call it a day."', "Let's call it a day"],
    ["spaces and a comma at the edges go", " went home, ", "went home"],
    ["a half-selected word is taken whole", "ll it a d", "call it a day"],
    ["one word", "tired", "tired"],
    ["eight words", "Then he went home, tired but happy", "Then he went home, tired but happy"],
  ])("%s", (_name, selected, phrase) => {
    expect(select(selected)).toEqual({ ok: true, value: { phrase, sentence: expect.any(String) } });
  });

  it("keeps the sentence the phrase stands in", () => {
    expect(select("went home")).toEqual({
      ok: true,
      value: { phrase: "went home", sentence: "Then he went home, tired but happy." },
    });
  });

  it("accepts a selection made backwards", () => {
    const start = paragraph.indexOf("went home");
    expect(selectPhrase(paragraph, start + 9, start)).toMatchObject({ ok: true, value: { phrase: "went home" } });
  });

  it.each<[string, string, string]>([
    ["nothing", "", "no-words"],
    ["only spaces and punctuation", ", ", "no-words"],
    ["only a number", "3.5", "no-words"],
    ["two sentences", 'day." Then', "crosses-sentences"],
  ])("refuses %s", (_name, selected, reason) => {
    expect(select(selected)).toEqual({ ok: false, reason });
  });

  it("refuses nine words", () => {
    const text = "one two three four five six seven eight nine.";
    expect(selectPhrase(text, 0, text.length)).toEqual({ ok: false, reason: "too-many-words" });
    expect(selectPhrase(text, 0, text.indexOf(" nine"))).toMatchObject({ ok: true });
  });

  it("refuses more than 100 characters", () => {
    const long = `${"a".repeat(60)} ${"b".repeat(40)}`;
    expect(selectPhrase(`${long}.`, 0, long.length)).toEqual({ ok: false, reason: "too-long" });
    const fits = `${"a".repeat(59)} ${"b".repeat(40)}`;
    expect(selectPhrase(`${fits}.`, 0, fits.length)).toMatchObject({ ok: true, value: { phrase: fits } });
  });
});

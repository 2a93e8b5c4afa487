import { describe, expect, it } from "vitest";
import { readingSentences, wordAt } from "./reading-words.ts";

const wordsOf = (paragraph: string) => readingSentences(paragraph).flatMap((s) => s.words.map((w) => w.text));

describe("readingSentences: the words a reader may tap", () => {
  it.each<[string, string, string[]]>([
    ["plain words", "The train leaves at seven.", ["The", "train", "leaves", "at", "seven"]],
    ["contractions stay whole", "I don't know, they'll see.", ["I", "don't", "know", "they'll", "see"]],
    ["curly apostrophes", "It’s Ken’s bag.", ["It’s", "Ken’s", "bag"]],
    [
      "possessives keep their ending",
      "Japan's rivers and the teachers' room.",
      ["Japan's", "rivers", "and", "the", "teachers", "room"],
    ],
    ["hyphenated words stay whole", "A well-known, long-term plan.", ["A", "well-known", "long-term", "plan"]],
    ["a dash between words is not a hyphen", "He came — late — again.", ["He", "came", "late", "again"]],
    [
      "numbers are not words",
      "It rose 3.5 percent to 1,000 yen in 2026.",
      ["It", "rose", "percent", "to", "yen", "in"],
    ],
    ["letters and digits together are a word", "COVID-19 and 5G arrived.", ["COVID-19", "and", "5G", "arrived"]],
    [
      "dotted abbreviations stay whole",
      "The U.S. team met at 7 a.m. today.",
      ["The", "U.S.", "team", "met", "at", "a.m.", "today"],
    ],
    ["quotes and brackets are not words", '"Yes!" (she said) [sic]', ["Yes", "she", "said", "sic"]],
    ["accented letters", "A café in Zürich.", ["A", "café", "in", "Zürich"]],
    ["only punctuation", "... !? —", []],
    ["empty", "", []],
  ])("%s", (_name, paragraph, expected) => {
    expect(wordsOf(paragraph)).toEqual(expected);
  });

  it("gives each word and sentence its place in the paragraph", () => {
    const paragraph = 'Mr. Abe said "Hi!" Then he left.';
    const sentences = readingSentences(paragraph);
    expect(sentences.map((s) => s.text)).toEqual(['Mr. Abe said "Hi!"', "Then he left."]);
    for (const sentence of sentences) {
      expect(paragraph.slice(sentence.start, sentence.end)).toBe(sentence.text);
      for (const word of sentence.words) expect(paragraph.slice(word.start, word.end)).toBe(word.text);
    }
    expect(sentences[1]?.words.map((w) => w.start)).toEqual([19, 24, 27]);
  });

  it("cuts sentences as the audio highlight does", () => {
    const paragraph = "She moved to the U.S. The move was hard. It was 3.5 km away.";
    expect(readingSentences(paragraph).map((s) => s.text)).toEqual([
      "She moved to the U.S.",
      "The move was hard.",
      "It was 3.5 km away.",
    ]);
  });
});

describe("wordAt: the word a tap lands on", () => {
  const paragraph = 'The train leaves at 7. "Japan\'s rivers" are long-term plans.';
  it.each<[string, number, string | undefined, string | undefined]>([
    ["a letter inside a word", paragraph.indexOf("rain"), "train", "The train leaves at 7."],
    ["the first edge of a word", paragraph.indexOf("train"), "train", "The train leaves at 7."],
    ["the last edge of a word", paragraph.indexOf(" leaves"), "train", "The train leaves at 7."],
    ["the first word of the paragraph", 0, "The", "The train leaves at 7."],
    ["a number is no word", paragraph.indexOf("7") + 1, undefined, undefined],
    ["a quote before a word", paragraph.indexOf('"'), undefined, undefined],
    [
      "a possessive in the second sentence",
      paragraph.indexOf("pan"),
      "Japan's",
      '"Japan\'s rivers" are long-term plans.',
    ],
    ["a hyphenated word", paragraph.indexOf("term"), "long-term", '"Japan\'s rivers" are long-term plans.'],
    ["past the end", paragraph.length + 5, undefined, undefined],
  ])("%s", (_case, offset, word, sentence) => {
    const found = wordAt(paragraph, offset);
    expect(found?.word.text).toBe(word);
    expect(found?.sentence.text).toBe(sentence);
  });
});

import { describe, expect, it } from "vitest";
import type { GlossaryEntry } from "../contract/articles.ts";
import { glossaryEntryFor } from "./glossary-entry.ts";

const entry = (word: string, partOfSpeech = "noun"): GlossaryEntry => ({
  word,
  partOfSpeech,
  meaning: `${word}の意味`,
});
const glossary = [
  entry("acorns"),
  entry("apologize", "verb"),
  entry("attached", "adjective"),
  entry("attached", "verb"),
  entry("Tone"),
  entry("call it a day", "idiom"),
];

describe("glossaryEntryFor", () => {
  it.each<[string, string, string, GlossaryEntry | undefined]>([
    ["the word as written", "acorns", "acorn", glossary[0]],
    ["the dictionary form", "apologized", "apologize", glossary[1]],
    ["case and possessive do not matter", "TONE's", "tone", glossary[4]],
    ["the first of two entries", "attached", "attach", glossary[2]],
    ["the word as written before its form", "acorns", "acorns", glossary[0]],
    ["no entry", "train", "train", undefined],
    ["a phrase entry is not a word's", "day", "day", undefined],
  ])("%s", (_name, word, lemma, expected) => {
    expect(glossaryEntryFor(glossary, word, lemma)).toEqual(expected);
  });

  it("matches a saved phrase to a phrase entry", () => {
    expect(glossaryEntryFor(glossary, "Call it a day", "call it a day")).toEqual(glossary[5]);
  });
});

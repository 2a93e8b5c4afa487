import type { DictionaryEntry } from "@awd/core/contract/dictionary";
import { describe, expect, it } from "vitest";
import { failedLookup, type Lookup, lookupCache, lookupPlan } from "./dictionary-lookups";

const entry = (word: string): DictionaryEntry => ({
  word,
  lemma: word,
  senses: [{ partOfSpeech: "noun", headword: word, gloss: `a ${word}`, example: null, synonyms: [] }],
});
const answered = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe("lookupPlan", () => {
  it.each([
    ["no word: nothing", "", false, "nothing"],
    ["a word: ask the dictionary", "harbour", false, "ask"],
    ["a compound the dictionary holds: ask", "ice cream", false, "ask"],
    ["a phrase of the article's glossary: its entry, no asking", "take off", true, "no-entry"],
    ["what cannot be a dictionary word: no entry", "3.5%", false, "no-entry"],
  ] as const)("%s", (_, word, marked, expected) => {
    expect(lookupPlan(word, marked)).toBe(expected);
  });
});

describe("failedLookup", () => {
  it.each([
    ["404: not in the dictionary", answered(404), { kind: "no-entry" }],
    ["503: failed, with the status", answered(503), { kind: "failed", status: 503 }],
    ["no answer (offline): failed, no status", new TypeError("fetch failed"), { kind: "failed", status: undefined }],
  ])("%s", (_, error, expected) => {
    expect(failedLookup(error)).toEqual(expected);
  });
});

describe("lookupCache", () => {
  /** A dictionary that answers each word as told, counting the questions. */
  const dictionary = (answers: Record<string, (() => Promise<DictionaryEntry>)[]>) => {
    const asked: string[] = [];
    const lookUp = lookupCache((word) => {
      asked.push(word);
      const next = answers[word]?.shift();
      return next ? next() : Promise.reject(answered(404));
    });
    return { lookUp, asked };
  };
  const twice = async (lookUp: (word: string) => Promise<Lookup>, word: string) => [
    await lookUp(word),
    await lookUp(word),
  ];

  it.each([
    ["a found word is asked once", [() => Promise.resolve(entry("port"))], ["found", "found"], 1],
    ["a word not in the dictionary is asked once", [() => Promise.reject(answered(404))], ["no-entry", "no-entry"], 1],
    [
      "a failure is asked again",
      [() => Promise.reject(answered(503)), () => Promise.resolve(entry("port"))],
      ["failed", "found"],
      2,
    ],
  ])("%s", async (_, answers, kinds, questions) => {
    const { lookUp, asked } = dictionary({ port: answers });
    expect((await twice(lookUp, "port")).map((l) => l.kind)).toEqual(kinds);
    expect(asked).toHaveLength(questions);
  });

  it("asks once for a word looked up twice while the first answer is on its way", async () => {
    const { lookUp, asked } = dictionary({ port: [() => Promise.resolve(entry("port"))] });
    const [first, second] = await Promise.all([lookUp("port"), lookUp("port")]);
    expect(first).toBe(second);
    expect(asked).toEqual(["port"]);
  });
});

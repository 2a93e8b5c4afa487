import { describe, expect, it } from "vitest";
import type { GlossaryEntry } from "../contract/articles.ts";
import { type LookupAsk, type LookupFound, lookupTarget, steppedTarget } from "./lookup-target.ts";

const paragraph =
  "More bears are coming near towns in northern Japan this autumn. " +
  "Now one town is trying a new way to keep them away: machines with loud sounds and bright lights.";
const first = "More bears are coming near towns in northern Japan this autumn.";
const second = "Now one town is trying a new way to keep them away: machines with loud sounds and bright lights.";
const at = (text: string) => paragraph.indexOf(text);
const keepThemAway: GlossaryEntry = { word: "keep them away", partOfSpeech: "phrase", meaning: "それらを寄せつけない" };
const autumn: GlossaryEntry = { word: "autumn", partOfSpeech: "noun", meaning: "秋" };

const target = (text: string, sentence: string, extra: object = {}): LookupFound => ({
  kind: "target",
  target: { text, start: at(text), end: at(text) + text.length, sentence, ...extra },
});

describe("lookupTarget", () => {
  it.each<[string, LookupAsk, LookupFound]>([
    ["Enter: the paragraph's first word", { kind: "first" }, target("More", first, { wordIndex: 0 })],
    ["a tap on a word", { kind: "caret", offset: at("bears") + 2 }, target("bears", first, { wordIndex: 1 })],
    ["a tap on a word's edge", { kind: "caret", offset: at("autumn") + 6 }, target("autumn", first, { wordIndex: 10 })],
    ["a tap on punctuation between words", { kind: "caret", offset: at(": machines") + 1 }, { kind: "none" }],
    [
      "a glossary phrase: the whole phrase with its entry, never its first word",
      { kind: "glossary", start: at("keep them away"), end: at("keep them away") + 14, entry: keepThemAway },
      target("keep them away", second, { glossary: keepThemAway }),
    ],
    [
      "a glossary word: the word with its entry, and its place to step from",
      { kind: "glossary", start: at("autumn"), end: at("autumn") + 6, entry: autumn },
      target("autumn", first, { glossary: autumn, wordIndex: 10 }),
    ],
    [
      "a selection of one word",
      { kind: "selection", from: at("towns") + 1, to: at("towns") + 3 },
      target("towns", first, { wordIndex: 5 }),
    ],
    [
      "a selection of a phrase, either way round",
      { kind: "selection", from: at("loud sounds") + 11, to: at("loud sounds") },
      target("loud sounds", second),
    ],
    [
      "a selection across sentences",
      { kind: "selection", from: at("autumn"), to: at("Now one") + 3 },
      { kind: "problem", problem: "crosses-sentences" },
    ],
  ])("%s", (_name, ask, expected) => {
    expect(lookupTarget(paragraph, ask)).toEqual(expected);
  });
});

describe("steppedTarget", () => {
  const found = lookupTarget(paragraph, { kind: "caret", offset: at("autumn") });
  const autumnTarget = found.kind === "target" ? found.target : undefined;
  if (!autumnTarget) throw new Error("autumn is a word");

  it.each<[string, number, string | undefined]>([
    ["the next word, across the sentence's end", 1, "Now"],
    ["the word before", -1, "this"],
    ["nothing before the first word", -11, undefined],
  ])("%s", (_name, by, expected) => {
    expect(steppedTarget(paragraph, autumnTarget, by)?.text).toBe(expected);
  });

  it("a phrase has no word to step from", () => {
    const phrase = lookupTarget(paragraph, {
      kind: "glossary",
      start: at("keep them away"),
      end: at("keep them away") + 14,
      entry: keepThemAway,
    });
    expect(phrase.kind === "target" && steppedTarget(paragraph, phrase.target, 1)).toBeUndefined();
  });
});

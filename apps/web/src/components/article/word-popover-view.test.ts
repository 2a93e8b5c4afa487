import type { GlossaryEntry } from "@awd/core/contract/articles";
import type { DictionaryEntry } from "@awd/core/contract/dictionary";
import type { LookupTarget } from "@awd/core/lookup-target";
import { describe, expect, it } from "vitest";
import type { Lookup } from "./dictionary-lookups";
import { type PopoverWord, popoverWord, type Saving, saveView } from "./word-popover-view";

const sentence = "The ships left the harbours at dawn.";
const word = (text: string, changes: Partial<LookupTarget> = {}): LookupTarget => ({
  text,
  start: sentence.indexOf(text),
  end: sentence.indexOf(text) + text.length,
  sentence,
  wordIndex: 1,
  ...changes,
});
const found = (lemma: string, senses: [DictionaryEntry["senses"][number]["partOfSpeech"], string][]): Lookup => ({
  kind: "found",
  entry: {
    word: lemma,
    lemma,
    senses: senses.map(([partOfSpeech, gloss]) => ({
      partOfSpeech,
      headword: lemma,
      gloss,
      example: null,
      synonyms: [],
    })),
  },
});
const glossary: GlossaryEntry[] = [
  { word: "harbour", partOfSpeech: "名詞", meaning: "港" },
  { word: "at dawn", partOfSpeech: "句", meaning: "夜明けに" },
];
const dictionary = (note: string | null, senses: [string, string][] = []): PopoverWord["meaning"] => ({
  kind: "dictionary",
  note,
  senses: senses.map(([partOfSpeech, gloss]) => ({ partOfSpeech, gloss })),
});

describe("popoverWord", () => {
  it.each<[string, LookupTarget, Lookup, GlossaryEntry[], Partial<PopoverWord>]>([
    [
      "while looking up: … for the dictionary form, and says so",
      word("ships"),
      { kind: "loading" },
      [],
      { shownLemma: "…", lemma: "ships", meaning: dictionary("意味を調べています…"), ready: false },
    ],
    [
      "found: the dictionary form and the first three senses, in Japanese parts of speech",
      word("ships"),
      found("ship", [
        ["noun", "a vessel"],
        ["verb", "send"],
        ["noun", "a ship's crew"],
        ["verb", "go on board"],
      ]),
      [],
      {
        shownLemma: "ship",
        lemma: "ship",
        meaning: dictionary(null, [
          ["名詞", "a vessel"],
          ["動詞", "send"],
          ["名詞", "a ship's crew"],
        ]),
        savedMeaning: "名詞: a vessel / 動詞: send / 名詞: a ship's crew",
        ready: true,
      },
    ],
    [
      "not in the dictionary: says so, the word as its own form",
      word("Ships"),
      { kind: "no-entry" },
      [],
      { shownLemma: "ships", meaning: dictionary("辞書に載っていない語です。"), savedMeaning: "", ready: true },
    ],
    [
      "a failed lookup: says so with the status",
      word("ships"),
      { kind: "failed", status: 502 },
      [],
      { meaning: dictionary("意味を読み込めませんでした（エラー 502）。閉じてもう一度お試しください。"), ready: true },
    ],
    [
      "a word whose dictionary form the glossary holds: the glossary's meaning",
      word("harbours"),
      found("harbour", [["noun", "a port"]]),
      glossary,
      { lemma: "harbour", meaning: { kind: "glossary", meaning: "港" }, savedMeaning: "港" },
    ],
    [
      "a phrase the text marks: its entry at once, its headword as the dictionary form",
      word("at dawn", { wordIndex: undefined, glossary: glossary[1] }),
      { kind: "loading" },
      glossary,
      {
        markedPhrase: glossary[1],
        shownLemma: "at dawn",
        meaning: { kind: "glossary", meaning: "夜明けに" },
        ready: true,
      },
    ],
  ])("%s", (_, target, lookup, entries, expected) => {
    expect(popoverWord(target, lookup, entries)).toMatchObject(expected);
  });
});

describe("saveView", () => {
  it.each<[Saving, boolean, ReturnType<typeof saveView>]>([
    [{ kind: "idle" }, false, { status: "", failed: false, canSave: true, asksSignIn: false }],
    [{ kind: "idle" }, true, { status: "", failed: false, canSave: false, asksSignIn: false }],
    [{ kind: "saving" }, false, { status: "保存しています…", failed: false, canSave: false, asksSignIn: false }],
    [{ kind: "saved" }, false, { status: "単語帳に保存しました", failed: false, canSave: false, asksSignIn: false }],
    [
      { kind: "already-kept" },
      false,
      { status: "すでに単語帳にあります", failed: false, canSave: false, asksSignIn: false },
    ],
    [
      { kind: "queued" },
      false,
      { status: "オフラインです。接続したら単語帳に保存します。", failed: false, canSave: false, asksSignIn: false },
    ],
    [
      { kind: "failed", status: 500 },
      false,
      {
        status: "保存できませんでした（エラー 500）。もう一度お試しください。",
        failed: true,
        canSave: true,
        asksSignIn: false,
      },
    ],
    [{ kind: "sign-in" }, false, { status: "", failed: false, canSave: true, asksSignIn: true }],
  ])("%o (session loading: %s)", (saving, loading, expected) => {
    expect(saveView(saving, loading)).toEqual(expected);
  });
});

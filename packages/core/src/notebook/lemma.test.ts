import { describe, expect, it } from "vitest";
import { dictionaryForm, lemmaByPartOfSpeech } from "./lemma.ts";

describe("dictionaryForm", () => {
  it.each([
    ["was", "be"],
    ["went", "go"],
    ["running", "run"],
    ["studies", "study"],
    ["leaves", "leave"],
    ["children", "child"],
    ["mice", "mouse"],
    ["boxes", "box"],
    ["better", "good"],
    ["happiest", "happy"],
    ["train", "train"],
    ["kotatsu", "kotatsu"],
  ])("%s → %s", (word, expected) => {
    expect(dictionaryForm(word)).toBe(expected);
  });
});

describe("lemmaByPartOfSpeech", () => {
  it("keeps each part of speech's own base form", () => {
    expect(lemmaByPartOfSpeech("leaves")).toEqual({ verb: "leave", noun: "leaf", adjective: "leaves" });
  });
});

import { describe, expect, it } from "vitest";
import { nextReview, sentenceClip, wordInSentence } from "./review-card.ts";

describe("wordInSentence", () => {
  it.each([
    {
      name: "a word",
      sentence: "The town proved resilient.",
      word: "resilient",
      parts: ["The town proved ", "resilient", "."],
    },
    {
      name: "ignores case, keeps the sentence's",
      sentence: "Resilient towns grow.",
      word: "resilient",
      parts: ["", "Resilient", " towns grow."],
    },
    {
      name: "a whole word before a part of one",
      sentence: "Start the art class.",
      word: "art",
      parts: ["Start the ", "art", " class."],
    },
    {
      name: "a part of a word when no whole word",
      sentence: "They were running.",
      word: "run",
      parts: ["They were ", "run", "ning."],
    },
    {
      name: "a phrase across a line break",
      sentence: "We give\nup now.",
      word: "give up",
      parts: ["We ", "give\nup", " now."],
    },
    {
      name: "regular-expression characters are plain",
      sentence: "It costs $5 (or so).",
      word: "(or",
      parts: ["It costs $5 ", "(or", " so)."],
    },
  ])("$name", ({ sentence, word, parts }) => {
    const found = wordInSentence(sentence, word);
    expect(found && [found.before, found.word, found.after]).toEqual(parts);
  });

  it.each([
    { name: "a word the sentence lacks", word: "ocean" },
    { name: "an empty word", word: "  " },
  ])("null for $name", ({ word }) => {
    expect(wordInSentence("The town proved resilient.", word)).toBeNull();
  });
});

describe("sentenceClip", () => {
  const timings = [
    { text: "The town proved resilient.", startMs: 0, endMs: 2100 },
    { text: "Its people  rebuilt it.", startMs: 2100, endMs: 4000 },
    { text: "Broken timing.", startMs: 5000, endMs: 5000 },
  ];
  it.each([
    { name: "the same text", sentence: "The town proved resilient.", clip: { startMs: 0, endMs: 2100 } },
    { name: "spaces and case aside", sentence: " its people rebuilt it.", clip: { startMs: 2100, endMs: 4000 } },
    { name: "no timing with the text", sentence: "Another sentence.", clip: null },
    { name: "a timing of no length", sentence: "Broken timing.", clip: null },
  ])("$name", ({ sentence, clip }) => {
    expect(sentenceClip(timings, sentence)).toEqual(clip);
  });
});

describe("nextReview", () => {
  // 2026-11-25 10:00 in Tokyo
  const now = new Date("2026-11-25T01:00:00Z");
  it.each([
    { name: "an empty notebook", dues: [], total: 0, next: null },
    {
      name: "later today, counting the cards of that day only",
      dues: ["2026-11-25T01:10:00Z", "2026-11-25T14:00:00Z", "2026-11-25T15:30:00Z"],
      total: 3,
      next: { at: "2026-11-25T01:10:00Z", daysFromNow: 0, count: 2, atLeast: false },
    },
    {
      name: "tomorrow in Tokyo although the same day in UTC",
      dues: ["2026-11-25T15:00:00Z"],
      total: 1,
      next: { at: "2026-11-25T15:00:00Z", daysFromNow: 1, count: 1, atLeast: false },
    },
    {
      name: "every card looked at is that day and more exist",
      dues: ["2026-11-28T01:00:00Z", "2026-11-28T02:00:00Z"],
      total: 5,
      next: { at: "2026-11-28T01:00:00Z", daysFromNow: 3, count: 2, atLeast: true },
    },
    {
      name: "a card already due counts as today",
      dues: ["2026-11-24T01:00:00Z"],
      total: 1,
      next: { at: "2026-11-24T01:00:00Z", daysFromNow: 0, count: 1, atLeast: false },
    },
  ])("$name", ({ dues, total, next }) => {
    expect(nextReview(dues, total, now)).toEqual(next);
  });
});

import type { SaveWordRequest } from "@awd/core/contract/notebook";
import { describe, expect, it } from "vitest";
import { forgetWord, keepWord, keptWords, offlineQueueKey, refusedForGood, type WordStore } from "./word-queue";

const memoryStore = (initial: Record<string, string> = {}): WordStore & { data: Map<string, string> } => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const word = (text: string, sentence = "The train leaves at seven."): SaveWordRequest => ({
  word: text,
  lemma: text,
  meaning: "",
  sentence,
  translation: null,
  articleId: 12,
});

describe("the offline word queue", () => {
  it("keeps words in the order they were saved", () => {
    const store = memoryStore();
    keepWord(store, offlineQueueKey, word("train"));
    keepWord(store, offlineQueueKey, word("leaves"));
    expect(keptWords(store, offlineQueueKey).map((w) => w.word)).toEqual(["train", "leaves"]);
  });

  it("keeps the same word of the same sentence once", () => {
    const store = memoryStore();
    keepWord(store, offlineQueueKey, word("train"));
    keepWord(store, offlineQueueKey, word("train"));
    keepWord(store, offlineQueueKey, word("train", "Another train came."));
    expect(keptWords(store, offlineQueueKey)).toHaveLength(2);
  });

  it("forgets a sent word and leaves nothing behind when empty", () => {
    const store = memoryStore();
    keepWord(store, offlineQueueKey, word("train"));
    keepWord(store, offlineQueueKey, word("leaves"));
    forgetWord(store, offlineQueueKey, word("train"));
    expect(keptWords(store, offlineQueueKey).map((w) => w.word)).toEqual(["leaves"]);
    forgetWord(store, offlineQueueKey, word("leaves"));
    expect(store.data.has(offlineQueueKey)).toBe(false);
  });

  it.each([
    ["not JSON", "{oops"],
    ["not a list", '{"word":"train"}'],
    ["entries that are not words", '[1, null, {"word": 3}]'],
  ])("reads %s as an empty queue", (_case, stored) => {
    expect(keptWords(memoryStore({ [offlineQueueKey]: stored }), offlineQueueKey)).toEqual([]);
  });
});

describe("refusedForGood: which failed sends are dropped rather than tried again", () => {
  it.each<[string, number | undefined, boolean]>([
    ["no answer (offline)", undefined, false],
    ["the word refused (422)", 422, true],
    ["the article unknown (404)", 404, true],
    ["not signed in any more (401)", 401, false],
    ["too many requests (429)", 429, false],
    ["a timeout (408)", 408, false],
    ["the API failing (500)", 500, false],
    ["the API unavailable (503)", 503, false],
  ])("%s", (_case, status, dropped) => {
    expect(refusedForGood(status)).toBe(dropped);
  });
});

import type { SaveWordRequest } from "@awd/core/contract/notebook";

export { offlineQueueKey, signInWordKey } from "./kept-word-keys";

// docs/product/word-lookup.md#saving-from-the-popover: words kept in the browser until they can be
// sent — in localStorage while offline, in sessionStorage through the sign-in round trip. The API
// keeps one word per sentence, so sending one twice does no harm.

export interface WordStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const sameWord = (a: SaveWordRequest, b: SaveWordRequest) =>
  a.word === b.word && a.sentence === b.sentence && a.articleId === b.articleId;

const isWord = (value: unknown): value is SaveWordRequest =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SaveWordRequest).word === "string" &&
  typeof (value as SaveWordRequest).sentence === "string" &&
  typeof (value as SaveWordRequest).articleId === "number";

/** The words kept under key; what is not a word (an old or tampered entry) is ignored. */
export const keptWords = (store: WordStore, key: string): SaveWordRequest[] => {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isWord) : [];
  } catch {
    return [];
  }
};

const write = (store: WordStore, key: string, words: SaveWordRequest[]) => {
  if (words.length === 0) store.removeItem(key);
  else store.setItem(key, JSON.stringify(words));
};

/** Keeps a word under key, once. */
export const keepWord = (store: WordStore, key: string, word: SaveWordRequest): void =>
  write(store, key, [...keptWords(store, key).filter((w) => !sameWord(w, word)), word]);

/** Forgets a word kept under key (it was sent, or refused for good). */
export const forgetWord = (store: WordStore, key: string, word: SaveWordRequest): void =>
  write(
    store,
    key,
    keptWords(store, key).filter((w) => !sameWord(w, word)),
  );

/** A refusal that sending again would not change (the word itself is refused); anything else waits for the next try. */
export const refusedForGood = (status: number | undefined): boolean =>
  status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

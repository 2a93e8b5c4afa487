import { searchLimits } from "../constants.ts";
import { checkSearchWord } from "./search-word.ts";

// docs/product/search.md#search-history: keyword strings kept on the client, newest first, at most 5.
export type SearchHistory = readonly string[];

export type SearchHistoryAction =
  | { type: "add"; term: string }
  /** position counts from 1, as the list is shown */
  | { type: "delete"; position: number }
  | { type: "clear" };

const add = (history: SearchHistory, term: string): SearchHistory =>
  [term, ...history.filter((kept) => kept !== term)].slice(0, searchLimits.historyMaxEntries);

const deleteAt = (history: SearchHistory, position: number): SearchHistory =>
  Number.isInteger(position) && position >= 1 && position <= history.length
    ? history.filter((_, index) => index !== position - 1)
    : history;

// A reducer (for useReducer). A refused action returns the list itself, so React skips a render.
export const searchHistoryReducer = (history: SearchHistory, action: SearchHistoryAction): SearchHistory => {
  switch (action.type) {
    case "add":
      // Only a word that could be searched is remembered.
      return checkSearchWord(action.term).ok ? add(history, action.term) : history;
    case "delete":
      return deleteAt(history, action.position);
    case "clear":
      return [];
  }
};

// What is read back from storage may be anything (an older version, a hand edit): keep the valid
// words, newest first, never more than the limit.
export const restoreSearchHistory = (stored: unknown): SearchHistory =>
  Array.isArray(stored)
    ? stored.reduceRight<SearchHistory>(
        (history, term) => (typeof term === "string" ? searchHistoryReducer(history, { type: "add", term }) : history),
        [],
      )
    : [];

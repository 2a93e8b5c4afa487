import { wordLookup } from "../constants.ts";

// docs/product/word-lookup.md#the-word-looked-up: what the dictionary is asked for. A tapped word is
// normalised the same way on both sides, so "Japan’s" and "japan's" ask for the same entry. No zod
// here: the reader's popover uses these in the browser (the request's schema is in contract/dictionary).

/** Letters, with apostrophes, hyphens or single spaces between them ("don't", "well-known", "ice cream"). */
const LOOKUP_WORD = /^\p{L}+(?:['\- ]\p{L}+)*$/u;

/** The word to look up: lower case, straight apostrophes and hyphens, without a possessive ending. */
export const normaliseLookupWord = (word: string): string =>
  word
    .trim()
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[‐‑]/g, "-")
    .replace(/\s+/g, " ")
    .replace(/(?<=\p{L})'s$|(?<=s)'$/u, "");

export const isLookupWord = (normalised: string): boolean =>
  normalised.length <= wordLookup.wordMaxLength && LOOKUP_WORD.test(normalised);

export const lookupWordMessage = `Not an English word: letters, with apostrophes, hyphens or single spaces between them, at most ${wordLookup.wordMaxLength} characters`;

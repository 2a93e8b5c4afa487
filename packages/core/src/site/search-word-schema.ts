import { z } from "zod";
import { searchLimits } from "../constants.ts";
import { checkSearchWord, type SearchWordProblem } from "./search-word.ts";

// docs/product/search.md#word-limits, for request validation; the issue message is the problem in English
// (the web checks the word itself and tells the reader in Japanese).
// The API's request validation says each problem in English for whoever calls it; what a reader is
// told is the web's (apps/web/src/messages/search-word.ts). Apart from checkSearchWord, which the
// header's search form carries to every page.
export const searchWordProblemDescriptions: Record<SearchWordProblem, string> = {
  "not-string": "The search word must be one string",
  empty: "The search word is empty",
  blank: "The search word is only spaces",
  "too-long": `The search word is longer than ${searchLimits.wordMaxLength} characters`,
};

export const searchWordSchema = z.string().superRefine((word, ctx) => {
  const checked = checkSearchWord(word);
  if (!checked.ok) ctx.addIssue({ code: "custom", message: searchWordProblemDescriptions[checked.reason] });
});

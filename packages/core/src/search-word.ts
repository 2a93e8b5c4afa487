import { searchLimits } from "./constants.ts";
import { fail, ok, type Result } from "./result.ts";
import { characterCount } from "./text-length.ts";

// docs/product/search.md#word-limits: a string, non-empty, not only whitespace, at most 512 characters.
export type SearchWordProblem = "not-string" | "empty" | "blank" | "too-long";

// What a reader is told for each problem is the web's (apps/web/src/messages/search.ts); the API's
// request validation says it in English for whoever calls it.
export const searchWordProblemDescriptions: Record<SearchWordProblem, string> = {
  "not-string": "The search word must be one string",
  empty: "The search word is empty",
  blank: "The search word is only spaces",
  "too-long": `The search word is longer than ${searchLimits.wordMaxLength} characters`,
};

// Takes unknown because the word also arrives as a query parameter, which may be repeated (an array).
export const checkSearchWord = (input: unknown): Result<string, SearchWordProblem> => {
  if (typeof input !== "string") return fail("not-string");
  if (input.length === 0) return fail("empty");
  if (input.trim().length === 0) return fail("blank");
  if (characterCount(input) > searchLimits.wordMaxLength) return fail("too-long");
  return ok(input);
};

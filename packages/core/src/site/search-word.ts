import { searchLimits } from "../constants.ts";
import { fail, ok, type Result } from "../result.ts";
import { characterCount } from "../text/text-length.ts";

// docs/product/search.md#word-limits: a string, non-empty, not only whitespace, at most 512 characters.
export type SearchWordProblem = "not-string" | "empty" | "blank" | "too-long";

// Takes unknown because the word also arrives as a query parameter, which may be repeated (an array).
export const checkSearchWord = (input: unknown): Result<string, SearchWordProblem> => {
  if (typeof input !== "string") return fail("not-string");
  if (input.length === 0) return fail("empty");
  if (input.trim().length === 0) return fail("blank");
  if (characterCount(input) > searchLimits.wordMaxLength) return fail("too-long");
  return ok(input);
};

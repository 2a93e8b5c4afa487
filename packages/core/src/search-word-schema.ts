import { z } from "zod";
import { checkSearchWord, searchWordProblemDescriptions } from "./search-word.ts";

// docs/product/search.md#word-limits, for request validation; the issue message is the problem in English
// (the web checks the word itself and tells the reader in Japanese).
export const searchWordSchema = z.string().superRefine((word, ctx) => {
  const checked = checkSearchWord(word);
  if (!checked.ok) ctx.addIssue({ code: "custom", message: searchWordProblemDescriptions[checked.reason] });
});

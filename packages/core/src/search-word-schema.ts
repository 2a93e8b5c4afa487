import { z } from "zod";
import { checkSearchWord, searchWordMessages } from "./search-word.ts";

// docs/product/search.md#word-limits, for request validation; the issue message is the reader's Japanese message.
export const searchWordSchema = z.string().superRefine((word, ctx) => {
  const checked = checkSearchWord(word);
  if (!checked.ok) ctx.addIssue({ code: "custom", message: searchWordMessages[checked.reason] });
});

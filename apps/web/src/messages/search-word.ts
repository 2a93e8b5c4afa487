import { searchLimits } from "@awd/core/constants";
import type { SearchWordProblem } from "@awd/core/search-word";

// docs/product/search.md#word-limits: what a reader is told for each problem core's checkSearchWord finds.
export const searchWordMessages = {
  "not-string": "検索キーワードを正しく入力してください。",
  empty: "検索キーワードを入力してください。",
  blank: "空白以外の文字を入力してください。",
  "too-long": `検索キーワードは${searchLimits.wordMaxLength}文字以内で入力してください。`,
} as const satisfies Record<SearchWordProblem, string>;

import { type DeskLimitProblem, linkingCodeLimits, previewCodeMaxLength } from "@awd/core/desk-course";
import { deskCodesMessages } from "./desk-codes";

// The desk's limits (docs/product/publishers-desk.md#limits) as the desk's forms say them: one line per
// problem code of core's desk-course.ts, the same codes the API and the command line refuse with.
export const deskLimitMessages: Record<DeskLimitProblem, string> = {
  "count-out-of-range": `枚数は1〜${linkingCodeLimits.maxCount}の整数で入力してください。`,
  "months-out-of-range": `月数は1〜${linkingCodeLimits.maxMonths}の整数で入力してください。`,
  "valid-days-out-of-range": `有効日数は1〜${linkingCodeLimits.maxValidDays}の整数で入力してください。`,
  "preview-code-empty": deskCodesMessages.preview.emptyCode,
  "preview-code-too-long": `コードは${previewCodeMaxLength}文字以内で入力してください。`,
};

/** What a form says about its problems, one line each; "" when it has none. */
export const deskLimitMessage = (problems: readonly DeskLimitProblem[]): string =>
  problems.map((problem) => deskLimitMessages[problem]).join("\n");

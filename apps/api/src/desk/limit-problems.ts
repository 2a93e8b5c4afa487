import {
  courseMonthsProblems,
  type DeskLimitProblem,
  isDeskLimitProblem,
  type LinkingCodeRequest,
  linkingCodeLimits,
  linkingCodeProblems,
  previewCodeMaxLength,
  previewCodeProblems,
} from "@awd/core/desk-course";
import { ApiError } from "../errors.ts";

// docs/product/publishers-desk.md#limits: the desk's limits as the API and the command line say them
// to an operator. The rules and their problem codes are core's (desk-course.ts); a service calls them
// itself, so a caller that never went through HTTP (the command line, an import) is refused alike.

/** What each limit problem means, in plain English, for the API's message and the log. */
export const deskLimitProblemText: Record<DeskLimitProblem, string> = {
  "count-out-of-range": `count must be a whole number from 1 to ${linkingCodeLimits.maxCount}`,
  "months-out-of-range": `months must be a whole number from 1 to ${linkingCodeLimits.maxMonths}`,
  "valid-days-out-of-range": `validDays must be a whole number from 1 to ${linkingCodeLimits.maxValidDays}`,
  "preview-code-empty": "the code must not be empty",
  "preview-code-too-long": `the code must be at most ${previewCodeMaxLength} characters`,
};

/** The API's refusal of a change past a limit: 422 with the first problem as its code, every one in its message. */
export function refuseDeskLimits(problems: DeskLimitProblem[]): void {
  const [first] = problems;
  if (first === undefined) return;
  throw new ApiError(422, problems.map((p) => deskLimitProblemText[p]).join("; "), { code: first });
}

/** The problem code of a refusal, when it is a desk limit's; what the command line turns into its own words. */
export const deskLimitProblemOf = (error: unknown): DeskLimitProblem | undefined =>
  error instanceof ApiError && isDeskLimitProblem(error.code) ? error.code : undefined;

export const requireLinkingCodeLimits = (request: LinkingCodeRequest) => refuseDeskLimits(linkingCodeProblems(request));
export const requireCourseMonths = (months: number) => refuseDeskLimits(courseMonthsProblems(months));
export const requirePreviewCode = (code: string) => refuseDeskLimits(previewCodeProblems(code));

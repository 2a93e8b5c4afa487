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
import {
  type PartnerIdProblemCode,
  partnerIdMaxLength,
  partnerIdProblemCodes,
  partnerIdProblems,
} from "@awd/core/partner-id";
import { ApiError } from "../errors.ts";

// docs/product/publishers-desk.md#limits: the desk's limits as the API and the command line say them
// to an operator. The rules and their problem codes are core's (desk-course.ts, partner-id.ts); a
// service calls them itself, so a caller that never went through HTTP (the command line, an import)
// is refused alike.

export type LimitProblem = DeskLimitProblem | PartnerIdProblemCode;

export const isLimitProblem = (value: unknown): value is LimitProblem =>
  isDeskLimitProblem(value) || partnerIdProblemCodes.some((problem) => problem === value);

/** What each limit problem means, in plain English, for the API's message and the command line. */
export const limitProblemText: Record<LimitProblem, string> = {
  "count-out-of-range": `count must be a whole number from 1 to ${linkingCodeLimits.maxCount}`,
  "months-out-of-range": `months must be a whole number from 1 to ${linkingCodeLimits.maxMonths}`,
  "valid-days-out-of-range": `validDays must be a whole number from 1 to ${linkingCodeLimits.maxValidDays}`,
  "preview-code-empty": "the code must not be empty",
  "preview-code-too-long": `the code must be at most ${previewCodeMaxLength} characters`,
  "partner-id-invalid": `a partner id is its host name in lower case (a-z, 0-9, . and -, 1 to ${partnerIdMaxLength} characters), e.g. partner.example`,
};

/** The API's refusal of a change past a limit: 422 with the first problem as its code, every one in its message. */
export function refuseLimits(problems: LimitProblem[]): void {
  const [first] = problems;
  if (first === undefined) return;
  throw new ApiError(422, problems.map((p) => limitProblemText[p]).join("; "), { code: first });
}

/** The problem code of a refusal, when it is a limit's; what the command line turns into its own words. */
export const limitProblemOf = (error: unknown): LimitProblem | undefined =>
  error instanceof ApiError && isLimitProblem(error.code) ? error.code : undefined;

export const requireLinkingCodeLimits = (request: LinkingCodeRequest) => refuseLimits(linkingCodeProblems(request));
export const requireCourseMonths = (months: number) => refuseLimits(courseMonthsProblems(months));
export const requirePreviewCode = (code: string) => refuseLimits(previewCodeProblems(code));
export const requirePartnerId = (id: string) => refuseLimits(partnerIdProblems(id));

// The desk's limits on one change (docs/product/publishers-desk.md#limits) and its course changes
// (docs/product/publishers-desk.md#readers), apart from the contracts so the desk's forms can bound
// their fields by the same numbers, and ask before replacing a course by the same rule as the API,
// without bringing zod into the page. Every door takes them from here: the API's schemas, the web
// desk's fields and the command line.
import { type CoursePeriod, courseState } from "../access/rights.ts";

/** The longest course the desk grants or adds at once, in months. */
export const deskCourseMaxMonths = 120;

/** Linking codes issued at once: how many, the course's months, the days they may be redeemed in. */
export const linkingCodeLimits = { maxCount: 100, maxMonths: deskCourseMaxMonths, maxValidDays: 365 } as const;

/** The longest preview code the desk sets for a month (and a reader may type), in characters. */
export const previewCodeMaxLength = 64;

/** Whether the desk takes a number for a field bounded by max: a whole number from 1 to max. */
export const isWithinDeskLimit = (value: number, max: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= max;

/**
 * A number as an operator types it, in a desk form's field or a command-line option: digits only
 * (spaces around them aside), else NaN, which every limit refuses; so "2.5", "1e2" and "ten" are refused alike.
 */
export const typedWholeNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * What every door (the API's contract and services, the command line, the web desk's forms) refuses
 * in one change, by code: each door says it in its own words (docs/product/publishers-desk.md#limits).
 */
export const deskLimitProblems = [
  "count-out-of-range",
  "months-out-of-range",
  "valid-days-out-of-range",
  "preview-code-empty",
  "preview-code-too-long",
] as const;
export type DeskLimitProblem = (typeof deskLimitProblems)[number];

export const isDeskLimitProblem = (value: unknown): value is DeskLimitProblem =>
  deskLimitProblems.some((problem) => problem === value);

/** A request for linking codes, as far as its limits care. */
export interface LinkingCodeRequest {
  count: number;
  months: number;
  validDays: number;
}

/** The problems of a request for linking codes, one per field past its limit; [] when it may be issued. */
export function linkingCodeProblems({ count, months, validDays }: LinkingCodeRequest): DeskLimitProblem[] {
  const problems: DeskLimitProblem[] = [];
  if (!isWithinDeskLimit(count, linkingCodeLimits.maxCount)) problems.push("count-out-of-range");
  if (!isWithinDeskLimit(months, linkingCodeLimits.maxMonths)) problems.push("months-out-of-range");
  if (!isWithinDeskLimit(validDays, linkingCodeLimits.maxValidDays)) problems.push("valid-days-out-of-range");
  return problems;
}

/** The problems of a course granted or extended by `months`; [] when the desk may change it. */
export const courseMonthsProblems = (months: number): DeskLimitProblem[] =>
  isWithinDeskLimit(months, deskCourseMaxMonths) ? [] : ["months-out-of-range"];

/** The problems of a month's preview code as the desk sets it (trimmed first); [] when it may be set. */
export function previewCodeProblems(code: string): DeskLimitProblem[] {
  const trimmed = code.trim();
  if (trimmed === "") return ["preview-code-empty"];
  return trimmed.length > previewCodeMaxLength ? ["preview-code-too-long"] : [];
}

/** A reader's course as far as a change of it cares: its status and period. */
export type CourseTerm = CoursePeriod;

/** Whether a course is running at `now`: the state my page and the desk show (rights.ts's courseState). */
export const isCourseRunning = (course: CourseTerm | null | undefined, now: Date | number): boolean =>
  course != null && courseState(course, new Date(now).getTime()) === "running";

/** The end of a course of `months` months from `from`: the same time of day, `months` calendar months on (UTC). */
export const monthsLater = (from: Date | number, months: number): Date => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * What granting a course does (docs/product/publishers-desk.md#granting-over-a-running-course): with no
 * course running, the new one starts; a running one is ended and replaced only when the grant says it
 * replaces it (the desk asks first, the command line takes --replace); otherwise nothing changes and
 * the API answers 409.
 */
export type GrantOutcome = "starts" | "replaces" | "refused-running";

export function grantOutcome(
  course: CourseTerm | null | undefined,
  replace: boolean,
  now: Date | number,
): GrantOutcome {
  if (!isCourseRunning(course, now)) return "starts";
  return replace ? "replaces" : "refused-running";
}

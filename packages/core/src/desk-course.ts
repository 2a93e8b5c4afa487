// The desk's course changes (docs/product/publishers-desk.md#readers), apart from the contract so the
// desk's form can bound its field by the same number, and ask before replacing a course by the same
// rule as the API, without bringing zod into the page.

/** The longest course the desk grants or adds at once, in months. */
export const deskCourseMaxMonths = 120;

/** A reader's course as far as a change of it cares: whether it is available and when it ends. */
export interface CourseTerm {
  status: "available" | "none";
  expireAt: string | Date;
}

/** Whether a course is running at `now`: available and not yet at its end. */
export const isCourseRunning = (course: CourseTerm | null | undefined, now: Date | number): boolean =>
  course?.status === "available" && new Date(course.expireAt).getTime() > new Date(now).getTime();

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

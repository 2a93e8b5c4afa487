import type { ExtendCourse, GrantCourse, ReaderDetail, SetCorporate } from "@awd/core/contract/desk-readers";
import { courseMonthsProblems, type DeskLimitProblem, isCourseRunning } from "@awd/core/desk-course";

// docs/product/publishers-desk.md#readers: the decisions of a reader's screen.

/** The account in the address (/desk/readers/<subject>), as the API names it; a broken escape is kept as typed. */
export function readerSubjectOf(param: string | string[] | undefined): string {
  const text = Array.isArray(param) ? (param[0] ?? "") : (param ?? "");
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The state my page shows the reader (docs/product/subscriptions-and-codes.md#a-courses-state). */
export const isRunning = (reader: Pick<ReaderDetail, "course">, now: number) => isCourseRunning(reader.course, now);

/** A grant as the form sends it; `replace` is added once the operator confirmed replacing a running course. */
export type Grant = Required<Omit<GrantCourse, "replace">>;

/** What the operator changes of a reader. */
export type ReaderChange =
  | { kind: "grant"; grant: Grant }
  | { kind: "extend"; months: number }
  | { kind: "revoke" }
  | { kind: "corporate"; corporate: boolean };

/** docs/product/publishers-desk.md#limits: what the API would refuse of a change's months, none for the rest. */
export const readerChangeProblems = (change: ReaderChange): DeskLimitProblem[] =>
  change.kind === "grant"
    ? courseMonthsProblems(change.grant.months)
    : change.kind === "extend"
      ? courseMonthsProblems(change.months)
      : [];

/**
 * docs/product/publishers-desk.md#granting-over-a-running-course: revoking is always asked first, and
 * a grant is when it would replace a running course; a reader without one gets the course at once.
 */
export const readerChangeIsAsked = (change: ReaderChange, running: boolean) =>
  change.kind === "revoke" || (change.kind === "grant" && running);

/** The API request of a change: which of the reader's routes, and its body. */
export type ReaderChangeRequest =
  | { route: "grantCourse"; body: GrantCourse }
  | { route: "extendCourse"; body: ExtendCourse }
  | { route: "revokeCourse" }
  | { route: "setCorporate"; body: SetCorporate };

/** The API request of a change: a grant over a running course says it replaces it (it was confirmed). */
export function readerChangeRequest(change: ReaderChange, running: boolean): ReaderChangeRequest {
  switch (change.kind) {
    case "grant":
      return { route: "grantCourse", body: running ? { ...change.grant, replace: true } : change.grant };
    case "extend":
      return { route: "extendCourse", body: { months: change.months } };
    case "revoke":
      return { route: "revokeCourse" };
    case "corporate":
      return { route: "setCorporate", body: { corporate: change.corporate } };
  }
}

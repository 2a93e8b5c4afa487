import type { DeskApiError } from "./deskApi";

// docs/product/publishers-desk.md#how-a-desk-screen-reads-and-changes: a change on a desk screen is
// asked first when it cannot be undone, waits while it is sent, and ends in one outcome line: what it
// did, or why it could not (the API's problem, in Japanese).

/** What the last change did, or the problem that stopped it. */
export type DeskOutcome = { kind: "none" } | { kind: "done"; message: string } | { kind: "problem"; message: string };

/** A screen's own sentences for the API's problems, by problem code or by HTTP status ("409"). */
export type DeskProblems = Readonly<Record<string, string>>;

/** The sentence for a failed change: the screen's own for its problem code, then for its status, else the desk's. */
export function problemMessage(error: DeskApiError, problems: DeskProblems = {}): string {
  const byCode = error.problemCode === undefined ? undefined : problems[error.problemCode];
  const byStatus = error.status === undefined ? undefined : problems[String(error.status)];
  return byCode ?? byStatus ?? error.message;
}

export interface DeskActionState<A> {
  /** the change the operator is asked to confirm */
  asking: { args: A } | undefined;
  pending: boolean;
  outcome: DeskOutcome;
}

export type DeskActionEvent<A> =
  | { type: "ask"; args: A }
  /** the operator changed their mind, or the screen forgets the last outcome */
  | { type: "cancel" }
  | { type: "send" }
  | { type: "done"; message: string | undefined }
  | { type: "fail"; message: string };

export const deskActionIdle = { asking: undefined, pending: false, outcome: { kind: "none" } } as const;

export function nextDeskAction<A>(state: DeskActionState<A>, event: DeskActionEvent<A>): DeskActionState<A> {
  switch (event.type) {
    case "ask":
      return { asking: { args: event.args }, pending: false, outcome: { kind: "none" } };
    case "cancel":
      return state.pending ? state : { asking: undefined, pending: false, outcome: { kind: "none" } };
    case "send":
      return { ...state, pending: true, outcome: { kind: "none" } };
    case "done":
      return {
        asking: undefined,
        pending: false,
        outcome: event.message ? { kind: "done", message: event.message } : { kind: "none" },
      };
    // A confirmed change that failed stays asked: the dialog tells why, and it can be tried again.
    case "fail":
      return { ...state, pending: false, outcome: { kind: "problem", message: event.message } };
  }
}

/** The outcome line under the title: a problem of a change still being asked is told in its dialog instead. */
export const shownOutcome = <A>(state: DeskActionState<A>): DeskOutcome =>
  state.asking && state.outcome.kind === "problem" ? { kind: "none" } : state.outcome;

/** What the confirmation dialog tells: why the confirmed change failed. */
export const dialogProblem = <A>(state: DeskActionState<A>): string | undefined =>
  state.asking && state.outcome.kind === "problem" ? state.outcome.message : undefined;

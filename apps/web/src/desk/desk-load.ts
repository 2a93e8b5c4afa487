import type { DeskApiError } from "./deskApi";

// docs/product/publishers-desk.md#how-a-desk-screen-reads-and-changes: what a desk screen shows of
// what it reads. A read that failed is told as a failure, with the API's answer, never as an empty list.

/** What a screen read: reading (nothing yet), read (`reading` while it is read again), or failed. */
export type DeskLoad<T> =
  | { kind: "loading" }
  | { kind: "loaded"; data: T; reading: boolean }
  | { kind: "failed"; error: DeskApiError };

export type DeskLoadEvent<T> =
  /**
   * a read begins: the same thing read again stays shown until the answer comes; something else (a new
   * range, a new filter: `fresh`) is never shown with what was read before it
   */
  | { type: "start"; fresh?: boolean }
  | { type: "read"; data: T }
  | { type: "fail"; error: DeskApiError }
  /** the screen knows the new value already (a change answered with it) */
  | { type: "replace"; data: T };

export const deskLoadStart = { kind: "loading" } as const;

export function nextDeskLoad<T>(state: DeskLoad<T>, event: DeskLoadEvent<T>): DeskLoad<T> {
  switch (event.type) {
    case "start":
      return state.kind === "loaded" && !event.fresh ? { ...state, reading: true } : { kind: "loading" };
    case "read":
    case "replace":
      return { kind: "loaded", data: event.data, reading: false };
    case "fail":
      return { kind: "failed", error: event.error };
  }
}

/** What the frame shows: the loading line, the failure with a way to read again, the empty line, or the screen. */
export type DeskLoadView = "loading" | "failed" | "empty" | "loaded";

export function deskLoadView<T>(state: DeskLoad<T>, isEmpty?: (data: T) => boolean): DeskLoadView {
  if (state.kind !== "loaded") return state.kind;
  return isEmpty?.(state.data) ? "empty" : "loaded";
}

/** The sentence of a failed read: the screen's own lead-in (e.g. 「レポートを読み込めませんでした。」), then what the API answered. */
export const deskLoadFailure = (error: DeskApiError, leadIn?: string) =>
  leadIn ? `${leadIn} ${error.message}` : error.message;

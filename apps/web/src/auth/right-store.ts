import { failedStatus, rightFetchFailure } from "@awd/core/request-failure";
import { type AuthorizationRight, emptyRight, isRightStale, type RightView, rightView } from "@awd/core/rights";
import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { savedAccount, savingCode } from "@/offline/saved-account";
import { renewSession, type SessionSnapshot, useSession } from "./session-store";

export interface RightState {
  /**
   * "unconfirmed": the right, or the session it is asked with, could not be confirmed just now (it
   * is asked again, the last known right is kept); "error": the API refused the reader's token.
   */
  status: "loading" | "ready" | "unconfirmed" | "error";
  right: AuthorizationRight;
  /** while unconfirmed: the status the API failed with, none when no answer came */
  failedStatus?: number;
  /** a right was confirmed on this page before: it stands while the next one is fetched */
  confirmedBefore: boolean;
}

interface Held extends Omit<RightState, "confirmedBefore"> {
  /** who and where it was fetched for: a new key means a new fetch */
  key: string;
  fetchedAt: number;
}

// The key while the identity provider cannot renew a stored session: nothing can be asked yet.
const sessionUnconfirmedKey = "session-unconfirmed";

let held: Held = { status: "loading", right: emptyRight, key: "", fetchedAt: 0 };
const listeners = new Set<() => void>();
const set = (next: Held) => {
  held = next;
  for (const listener of listeners) listener();
};

let inFlight = new AbortController();

/** A right the API confirmed for the signed-in reader; an issue saved with paid text leaves with the right. */
function confirmRight(right: AuthorizationRight, key: string) {
  set({ status: "ready", right, key, fetchedAt: Date.now() });
  if (savedAccount()) void savingCode().then((saving) => saving.keepOnlyWithRight(right));
}

/** The right for a signed-in reader comes with the rest of the page's after-paint answer. */
const signedInKey = (key: string) => key.startsWith("signed-in|");

async function fetchRight(key: string): Promise<void> {
  inFlight.abort();
  const controller = new AbortController();
  inFlight = controller;
  const unconfirmed = (error: unknown) => {
    if (held.key === key && !controller.signal.aborted)
      set({ ...held, status: "unconfirmed", failedStatus: failedStatus(error), key });
  };
  const again = held.key === key;
  // Asked again for the same reader and page, a failure stays said until an answer comes.
  set({ ...held, status: held.status === "unconfirmed" && again ? "unconfirmed" : "loading", key });
  try {
    // The after-paint module comes only to a reader with a token, after the page's first load.
    const { askRight } = await import("./after-paint");
    const right = await askRight(signedInKey(key), controller.signal, { fresh: again, onRetry: unconfirmed });
    if (held.key === key && !controller.signal.aborted) confirmRight(right, key);
  } catch (error) {
    if (controller.signal.aborted || held.key !== key) return;
    const failure = rightFetchFailure(error);
    if (failure === "free-member") confirmRight(emptyRight, key);
    else if (failure === "token-refused") set({ status: "error", right: emptyRight, key, fetchedAt: Date.now() });
    // Anything else says nothing about the subscription: what was known stays.
    else unconfirmed(error);
  }
}

/**
 * docs/product/reading-and-access.md#refetching-the-right: the right is refetched on a change of
 * login state, of pathname, when the 10-minute session ran out or the paid right expired.
 */
function ensureRight(session: SessionSnapshot, pathname: string): void {
  if (session.status === "loading") return;
  if (session.status === "unconfirmed") {
    if (held.key !== sessionUnconfirmedKey)
      set({ ...held, status: "unconfirmed", failedStatus: undefined, key: sessionUnconfirmedKey });
    return;
  }
  if (session.status === "anonymous") {
    if (held.key !== "anonymous") set({ status: "ready", right: emptyRight, key: "anonymous", fetchedAt: Date.now() });
    return;
  }
  const key = `${session.status}|${session.user?.email ?? ""}|${pathname}`;
  const stale = held.status === "ready" && isRightStale(held.right, held.fetchedAt, Date.now());
  if (held.key !== key || stale) void fetchRight(key);
}

/**
 * Fetches the right again now, after something changed it (a code entered, a course linked) or on
 * the reader's reload; renews the session first when that is what could not be confirmed.
 */
export const reloadRight = (): Promise<void> =>
  held.key === sessionUnconfirmedKey ? renewSession() : fetchRight(held.key);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor's right and its derived view, kept fresh by the refetch triggers. */
export function useRight(): RightState & { view: RightView } {
  const session = useSession();
  const pathname = usePathname();
  const state = useSyncExternalStore(
    subscribe,
    () => held,
    () => held,
  );
  useEffect(() => ensureRight(session, pathname), [session, pathname]);
  return {
    status: state.status,
    right: state.right,
    failedStatus: state.failedStatus,
    confirmedBefore: state.fetchedAt > 0,
    view: rightView(state.right, Date.now()),
  };
}

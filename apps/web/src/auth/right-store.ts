import { noValidRightsMessage } from "@awd/core/errors";
import { retryDelayMs, shouldRetryFetch } from "@awd/core/retry";
import { type AuthorizationRight, emptyRight, isRightStale, type RightView, rightView } from "@awd/core/rights";
import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { ApiRequestError, browserApi } from "./browser-api";
import { type SessionSnapshot, useSession } from "./session-store";

export interface RightState {
  /**
   * "unconfirmed": the API could not confirm the right just now (it is retried, the last known right
   * is kept); "error": it refused the reader's token.
   */
  status: "loading" | "ready" | "unconfirmed" | "error";
  right: AuthorizationRight;
}

interface Held extends RightState {
  /** who and where it was fetched for: a new key means a new fetch (spec §4 triggers) */
  key: string;
  fetchedAt: number;
}

let held: Held = { status: "loading", right: emptyRight, key: "", fetchedAt: 0 };
const listeners = new Set<() => void>();
const set = (next: Held) => {
  held = next;
  for (const listener of listeners) listener();
};

let retryTimer: ReturnType<typeof setTimeout> | undefined;

async function fetchRight(key: string, retriesSoFar = 0): Promise<void> {
  clearTimeout(retryTimer);
  set({ ...held, status: held.status === "unconfirmed" ? "unconfirmed" : "loading", key });
  try {
    const right = await browserApi<AuthorizationRight>("/auth/right");
    if (held.key === key) set({ status: "ready", right, key, fetchedAt: Date.now() });
  } catch (error) {
    if (held.key !== key) return;
    // spec §8: 'No valid usage rights.' is a free member with an empty right, not an error.
    if (error instanceof ApiRequestError && error.apiMessage === noValidRightsMessage) {
      set({ status: "ready", right: emptyRight, key, fetchedAt: Date.now() });
      return;
    }
    if (error instanceof ApiRequestError && error.status === 401) {
      set({ status: "error", right: emptyRight, key, fetchedAt: Date.now() });
      return;
    }
    // Anything else (the identity provider unreachable behind a 503, a network failure) says nothing
    // about the subscription: what was known stays, and the fetch is tried again a few times.
    set({ ...held, status: "unconfirmed", key });
    if (shouldRetryFetch(retriesSoFar, error))
      retryTimer = setTimeout(() => void fetchRight(key, retriesSoFar + 1), retryDelayMs(retriesSoFar));
  }
}

/**
 * spec §4: the right is refetched on a change of login state, of pathname, when the 10-minute
 * session ran out or the paid right expired.
 */
function ensureRight(session: SessionSnapshot, pathname: string): void {
  if (session.status === "loading") return;
  if (session.status === "anonymous") {
    if (held.key !== "anonymous") set({ status: "ready", right: emptyRight, key: "anonymous", fetchedAt: Date.now() });
    return;
  }
  const key = `${session.status}|${session.user?.email ?? ""}|${pathname}`;
  const stale = held.status === "ready" && isRightStale(held.right, held.fetchedAt, Date.now());
  if (held.key !== key || stale) void fetchRight(key);
}

/** Fetches the right again now, after something changed it (a code entered, a course linked). */
export const reloadRight = (): Promise<void> => fetchRight(held.key);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor's right and its derived view (spec §3), kept fresh by the spec's triggers. */
export function useRight(): RightState & { view: RightView } {
  const session = useSession();
  const pathname = usePathname();
  const state = useSyncExternalStore(
    subscribe,
    () => held,
    () => held,
  );
  useEffect(() => ensureRight(session, pathname), [session, pathname]);
  return { status: state.status, right: state.right, view: rightView(state.right, Date.now()) };
}

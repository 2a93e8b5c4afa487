import { noValidRightsMessage } from "@awd/core/errors";
import { type AuthorizationRight, emptyRight, isRightStale, type RightView, rightView } from "@awd/core/rights";
import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { ApiRequestError, browserApi } from "./browser-api";
import { type SessionSnapshot, useSession } from "./session-store";

export interface RightState {
  status: "loading" | "ready" | "error";
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

async function fetchRight(key: string): Promise<void> {
  set({ ...held, status: "loading", key });
  try {
    const right = await browserApi<AuthorizationRight>("/auth/right");
    if (held.key === key) set({ status: "ready", right, key, fetchedAt: Date.now() });
  } catch (error) {
    // spec §8: 'No valid usage rights.' is a free member with an empty right, not an error.
    const isFreeMember = error instanceof ApiRequestError && error.apiMessage === noValidRightsMessage;
    if (held.key === key)
      set({ status: isFreeMember ? "ready" : "error", right: emptyRight, key, fetchedAt: Date.now() });
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

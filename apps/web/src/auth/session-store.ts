import type { RequestCredentials } from "@awd/core/auth-header";
import { useSyncExternalStore } from "react";
import { readAllianceToken } from "./alliance-cookie";
import { sessionHintCookie } from "./public-config";
import { cookiesHoldHint } from "./session-hint";

// The reader's session, shared by every island without a React provider around the page: the
// public HTML stays the same for everyone, and the sign-in SDK loads only when it is needed
// (a stored session, a click on login, or the login callback).

/** "unconfirmed": a reader signed in on this browser whose session the identity provider could not renew just now */
export type SessionStatus = "loading" | "anonymous" | "signed-in" | "alliance" | "unconfirmed";

export interface SessionUser {
  name: string;
  email: string;
  /** only updated_at is read, to tell a changed profile */
  updatedAt: string | undefined;
}

export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
  error: string | null;
  /** The sign-in SDK was asked for and is (being) mounted. */
  sdkRequested: boolean;
}

export interface SessionActions {
  /** returnTo: a path on this site to come back to; the current page when absent */
  login(options?: { signUp?: boolean; returnTo?: string }): Promise<void>;
  logout(): Promise<void>;
  /** Asks the identity provider again for a session it could not renew. */
  renew(): Promise<void>;
  credentials(): Promise<RequestCredentials>;
}

const serverSnapshot: SessionSnapshot = { status: "loading", user: null, error: null, sdkRequested: false };
let snapshot = serverSnapshot;
const listeners = new Set<() => void>();
let resolveActions: (actions: SessionActions) => void = () => {};
let actionsReady = new Promise<SessionActions>((resolve) => {
  resolveActions = resolve;
});

function publish(next: Partial<SessionSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

// The SDK keeps tokens in memory only; its hint cookie says a reader signed in on this browser, so
// the SDK is loaded to renew the session from the identity provider.
export const hasStoredSession = () => cookiesHoldHint(document.cookie, sessionHintCookie);

/** Decides what can be known without the SDK; called once on the first client render. */
export function startSession(options: { isLoginCallback: boolean }): void {
  if (snapshot !== serverSnapshot) return;
  if (readAllianceToken()) publish({ status: "alliance" });
  else if (options.isLoginCallback || hasStoredSession()) publish({ status: "loading", sdkRequested: true });
  else publish({ status: "anonymous" });
}

/** The SDK bridge reports the provider's state here. */
export function reportSession(next: Pick<SessionSnapshot, "status" | "user" | "error">): void {
  if (snapshot.status === "alliance") return;
  // The user is replaced only when updated_at changed, so islands do not re-render for nothing.
  const user = next.user && snapshot.user?.updatedAt === next.user.updatedAt ? snapshot.user : next.user;
  publish({ ...next, user });
}

export function registerSessionActions(actions: SessionActions): void {
  resolveActions(actions);
  actionsReady = Promise.resolve(actions);
}

/** The SDK's actions, loading it first when it is not there yet. */
export function sessionActions(): Promise<SessionActions> {
  if (!snapshot.sdkRequested) publish({ sdkRequested: true });
  return actionsReady;
}

export const renewSession = (): Promise<void> => sessionActions().then((actions) => actions.renew());

/** The headers a request to the API should carry for this visitor. */
export async function sessionCredentials(): Promise<RequestCredentials> {
  const allianceToken = readAllianceToken();
  if (allianceToken) return { kind: "alliance", allianceToken };
  if (snapshot.status === "anonymous") return { kind: "anonymous" };
  return (await sessionActions()).credentials();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSession = (): SessionSnapshot =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );

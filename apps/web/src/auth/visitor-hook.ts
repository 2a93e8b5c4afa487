import { type Permissions, permissionsOf } from "@awd/core/permissions";
import type { RightView } from "@awd/core/rights";
import type { Visitor } from "@awd/core/visitor";
import { type RightState, useRight } from "./right-store";
import { type SessionSnapshot, useSession } from "./session-store";

export interface VisitorState {
  /** false until the session and its right are known; islands show the anonymous state meanwhile */
  ready: boolean;
  session: SessionSnapshot;
  right: RightState;
  view: RightView;
  visitor: Visitor;
  permissions: Permissions;
}

/** Who is reading, in the terms of the core rules: what the header, banners and pages show. */
export function useVisitor(): VisitorState {
  const session = useSession();
  const { view, ...right } = useRight();
  const visitor: Visitor = { isAuthenticated: session.status === "signed-in", right: right.right };
  const ready = session.status !== "loading" && right.status !== "loading";
  const permissions = permissionsOf(visitor, Date.now());
  // A reader who may be a subscriber is not asked to subscribe before a right was first confirmed
  // (a stored session being renewed, the first right fetch) or while it cannot be confirmed.
  const mayBeSubscriber = session.status !== "anonymous" && (session.status !== "loading" || session.sdkRequested);
  if (right.status === "unconfirmed" || (mayBeSubscriber && right.status === "loading" && !right.confirmedBefore))
    Object.assign(permissions, { showApplyButton: false, showSubscribeBanner: false });
  return { ready, session, right, view, visitor, permissions };
}

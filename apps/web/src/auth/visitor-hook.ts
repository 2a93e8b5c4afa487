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
  // While the right cannot be confirmed, or a stored session is still being renewed, a subscriber
  // is not asked to subscribe.
  if (right.status === "unconfirmed" || (session.status === "loading" && session.sdkRequested))
    Object.assign(permissions, { showApplyButton: false, showSubscribeBanner: false });
  return { ready, session, right, view, visitor, permissions };
}

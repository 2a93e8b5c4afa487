import type { AuthorizationRight } from "./rights.ts";

// Who is looking: signed in with the identity provider or not, and the right that came with it
// (emptyRight when there is none).
export interface Visitor {
  isAuthenticated: boolean;
  right: AuthorizationRight;
}

// An alliance-token visitor counts as signed in without the identity provider.
export const isLoggedIn = (visitor: Visitor): boolean => visitor.isAuthenticated || visitor.right.hasAwdAllianceToken;

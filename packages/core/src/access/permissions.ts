import { rightView } from "./rights.ts";
import { isLoggedIn, type Visitor } from "./visitor.ts";

// docs/product/reading-and-access.md#what-the-layout-offers: what the layout offers a visitor.
export interface Permissions {
  isSubscriber: boolean;
  showMyPageLink: boolean;
  showApplyButton: boolean;
  showFeedbackCard: boolean;
  /** the red banner on home and category pages, pointing to /auth */
  showPreviewCodeBanner: boolean;
  /** the fixed bottom banner with the apply link */
  showSubscribeBanner: boolean;
}

export const permissionsOf = (visitor: Visitor, now: number): Permissions => {
  const view = rightView(visitor.right, now);
  const hasAllianceToken = visitor.right.hasAwdAllianceToken;
  // A subscription right and (authenticated, or double course, or alliance token).
  const isSubscriber =
    view.hasSubscriptionRight && (visitor.isAuthenticated || view.isDoubleCourse || hasAllianceToken);
  return {
    isSubscriber,
    // Corporate IDs have no my-page; alliance visitors get an avatar without a menu.
    showMyPageLink: isSubscriber && !view.isCorporateId && !hasAllianceToken,
    // No need to ask for "no alliance token" as well: an alliance token always comes with a right.
    showApplyButton: !isLoggedIn(visitor) || !view.hasSubscriptionRight,
    // The per-survey "already answered" flag is the card's own business.
    showFeedbackCard: isSubscriber,
    // Only when a preview code is all that is missing: after an expiry a code would not help, and
    // the subscribe banner speaks instead.
    showPreviewCodeBanner: view.isDoubleCourse && view.hasSubscriptionRight && !view.isValidRight,
    showSubscribeBanner: !isSubscriber,
  };
};

import { isPaidRightExpired, rightView } from "./rights.ts";
import { isLoggedIn, type Visitor } from "./visitor.ts";

// docs/product/reading-and-access.md#the-paywall: the API sends the full text of a non-free article only to a
// valid right, and otherwise says why, so the page can show the matching call to action.
export const accessDenials = ["login", "subscribe", "preview-code", "expired"] as const;
export type AccessDenial = (typeof accessDenials)[number];

export type ArticleAccess = { access: true } | { access: false; reason: AccessDenial };

const granted: ArticleAccess = { access: true };
const denied = (reason: AccessDenial): ArticleAccess => ({ access: false, reason });

export const articleAccess = (article: { isFree: boolean }, visitor: Visitor, now: number): ArticleAccess => {
  if (article.isFree) return granted;
  if (!isLoggedIn(visitor)) return denied("login");
  const view = rightView(visitor.right, now);
  if (view.isValidRight) return granted;
  if (isPaidRightExpired(visitor.right, now)) return denied("expired");
  return denied(view.isDoubleCourse && view.hasSubscriptionRight ? "preview-code" : "subscribe");
};

/**
 * Whether lists mark paid articles 有料 for this visitor: only for one who could not read them. A
 * right that could not be confirmed just now is no reason to tell a subscriber the articles are locked.
 */
export const showsPaidMarks = (visitor: Visitor, now: number, rightUnconfirmed = false): boolean =>
  !rightUnconfirmed && !articleAccess({ isFree: false }, visitor, now).access;

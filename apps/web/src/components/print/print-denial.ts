import { type AccessDenial, articleAccess } from "@awd/core/article-access";
import type { Visitor } from "@awd/core/visitor";

/**
 * Why the API refused this reader the PDF (docs/product/print-edition.md#who-may-open-the-pdf): 401
 * is not signed in; a 403 is the paywall's own reason for the right the page holds (a double course
 * without its code, a course that ended, no course), so a paying reader is never asked to subscribe.
 * A right the page believes valid while the API refused it says only that a subscription is needed.
 */
export const printDenialOf = (status: 401 | 403, visitor: Visitor, now: number): AccessDenial => {
  if (status === 401) return "login";
  const access = articleAccess({ isFree: false }, visitor, now);
  return access.access || access.reason === "login" ? "subscribe" : access.reason;
};

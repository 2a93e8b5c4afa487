"use client";

import { reviewHref, withBase } from "@/lib/paths";
import { notebookMessages } from "@/messages/notebook";
import { useDueCount } from "./due-count-store";
import styles from "./ReviewBadge.module.css";

// docs/product/notebook.md#the-due-count-badge: a signed-in reader's cards due now, beside the user
// menu, which comes with the page's after-paint answer (auth/after-paint.ts). Nothing while none is
// due or the count is not known.
export function ReviewBadge() {
  const count = useDueCount();
  if (!count) return null;
  return (
    <a href={withBase(reviewHref)} className={styles.badge} data-review-badge>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="M6 2h12a2 2 0 0 1 2 2v16l-8-4-8 4V4a2 2 0 0 1 2-2Zm0 2v12.76l6-3 6 3V4H6Z" />
      </svg>
      <span aria-hidden="true" className={styles.count}>
        {count > 99 ? "99+" : count}
      </span>
      <span className="visually-hidden">{notebookMessages.badge.label(count)}</span>
    </a>
  );
}

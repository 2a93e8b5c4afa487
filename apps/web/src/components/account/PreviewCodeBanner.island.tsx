"use client";

import { useVisitor } from "@/auth/visitor-hook";
import { previewCodeHref, withBase } from "@/lib/paths";
import { accountMessages } from "@/messages";
import styles from "./PreviewCodeBanner.module.css";

const previewCodeLink = () =>
  `${withBase(previewCodeHref)}?redirectUrl=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;

// spec §2 and §4: on home and category pages, the red banner for a double-course reader whose
// preview code is missing or spent, pointing to /auth; the countdown while the code is in its last days.
export function PreviewCodeBanner() {
  const { ready, permissions, view } = useVisitor();
  if (!ready) return null;
  if (permissions.showPreviewCodeBanner)
    return (
      <aside className={styles.banner} aria-label={accountMessages.previewCodeTitle}>
        <p className={styles.text}>{accountMessages.banner}</p>
        <a className={styles.action} href={previewCodeLink()}>
          {accountMessages.bannerAction}
        </a>
      </aside>
    );
  if (view.previewCode?.showCountdown)
    return (
      <aside className={styles.countdown} aria-label={accountMessages.previewCodeTitle}>
        <p className={styles.text}>{accountMessages.countdown(view.previewCode.remainingDays)}</p>
        <a className={styles.actionQuiet} href={previewCodeLink()}>
          {accountMessages.bannerAction}
        </a>
      </aside>
    );
  return null;
}

"use client";

import { useVisitor } from "@/auth/visitor-hook";
import { previewCodeHref, withBase } from "@/lib/paths";
import { previewCodeBannerMessages } from "@/messages/site";
import styles from "./PreviewCodeBanner.module.css";

const previewCodeLink = () =>
  `${withBase(previewCodeHref)}?redirectUrl=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;

// docs/product/reading-and-access.md#what-the-layout-offers: on home and category pages, the red
// banner for a double-course reader whose preview code is missing or spent, pointing to /auth; the
// countdown while the code is in its last days.
export function PreviewCodeBanner() {
  const { ready, permissions, view } = useVisitor();
  if (!ready) return null;
  if (permissions.showPreviewCodeBanner)
    return (
      <aside className={styles.banner} aria-label={previewCodeBannerMessages.label}>
        <p className={styles.text}>{previewCodeBannerMessages.text}</p>
        <a className={styles.action} href={previewCodeLink()}>
          {previewCodeBannerMessages.action}
        </a>
      </aside>
    );
  if (view.previewCode?.showCountdown)
    return (
      <aside className={styles.countdown} aria-label={previewCodeBannerMessages.label}>
        <p className={styles.text}>{previewCodeBannerMessages.countdown(view.previewCode.remainingDays)}</p>
        <a className={styles.actionQuiet} href={previewCodeLink()}>
          {previewCodeBannerMessages.action}
        </a>
      </aside>
    );
  return null;
}

"use client";

import { useRouter } from "next/navigation";
import { withBase } from "@/lib/paths";
import { siteMessages } from "@/messages/site";
import styles from "./BackButton.module.css";

// docs/product/site-and-urls.md#shared-layout: a back button on every page but home, at tablet and
// phone widths. Without history (a page opened directly) it leads home, as it does without
// JavaScript.
export function BackButton() {
  const router = useRouter();
  return (
    <a
      href={withBase("/")}
      className={styles.back}
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          router.back();
        }
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z" />
      </svg>
      {siteMessages.back}
    </a>
  );
}

"use client";

import { withBase } from "@/lib/paths";
import { errorMessages } from "@/messages/errors";
import styles from "./notice.module.css";

// What an error boundary shows: in Japanese, with a retry and the way home.
export function ErrorNotice({ retry }: { retry: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <h1 className={styles.title}>{errorMessages.title}</h1>
      <p>{errorMessages.text}</p>
      <p className={styles.actions}>
        <button type="button" className={styles.pill} onClick={retry}>
          {errorMessages.retry}
        </button>
        <a href={withBase("/")}>{errorMessages.home}</a>
      </p>
    </div>
  );
}

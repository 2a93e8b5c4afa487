"use client";

import { basePath } from "@awd/core/base-path";
import { errorMessages } from "@/messages/errors";
import styles from "./notice.module.css";

// What an error boundary shows: in Japanese, with a retry and the way home. The root's error page carries
// it in a bundle of its own on every page, so it asks for nothing but the base path (not lib/paths).
export function ErrorNotice({ retry }: { retry: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <h1 className={styles.title}>{errorMessages.title}</h1>
      <p>{errorMessages.text}</p>
      <p className={styles.actions}>
        <button type="button" className={styles.pill} onClick={retry}>
          {errorMessages.retry}
        </button>
        <a href={basePath}>{errorMessages.home}</a>
      </p>
    </div>
  );
}

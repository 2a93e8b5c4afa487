"use client";

import styles from "@/components/search/SearchResults.module.css";
import { searchResultsMessages } from "@/messages/search";

// A search the API did not answer (components/search/SearchResults.tsx throws it, so the page answers
// 500 and no cache keeps it): said as a failed search, with a retry that asks the server again
// (Next.js's retry: a refresh and a reset in one transition).
export default function SearchError({ retry }: { error: Error; retry: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <p>{searchResultsMessages.failed}</p>
      <button type="button" className={styles.retry} onClick={() => retry()}>
        {searchResultsMessages.retry}
      </button>
    </div>
  );
}

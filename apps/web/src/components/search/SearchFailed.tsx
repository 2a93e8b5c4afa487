import { searchResultsMessages } from "@/messages/search";
import styles from "./SearchResults.module.css";
import { SearchRetry } from "./SearchRetry.island";

/** What a search the API did not answer shows (the search's error boundary), with a retry. */
export function SearchFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <p>{searchResultsMessages.failed}</p>
      <SearchRetry className={styles.retry} onRetry={onRetry} />
    </div>
  );
}

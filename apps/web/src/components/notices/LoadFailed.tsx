import { errorMessages } from "@/messages/errors";
import styles from "./LoadFailed.module.css";

/**
 * A part of a page that could not be read or sent (my page's cards, the notebook, the review): said as
 * a failure, never shown as empty, with a way to ask again (docs/product/errors-and-retries.md#failures-are-told-as-failures).
 */
export function LoadFailed({
  message,
  onRetry,
  retryLabel = errorMessages.retry,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

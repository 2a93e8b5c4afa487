import type { ReactNode } from "react";
import { LoadFailed } from "@/components/notices/LoadFailed";
import styles from "./editorial.module.css";

interface EditorialScreenProps<T> {
  title: string;
  lead: string;
  /** shown under the lead, e.g. a secret shown once */
  announcement?: ReactNode;
  /** what the last change did, read out */
  status: string | undefined;
  /** what the last change could not do */
  failure?: string;
  /** what the screen lists, undefined until read */
  items: T | undefined;
  /** why the list could not be read */
  loadFailure: string | undefined;
  loading: string;
  reload: () => void;
  /** the list once read, and whatever the screen shows after it */
  children: (items: T) => ReactNode;
}

/**
 * The frame of the notices, partners and config screens: the title and lead, what the last change did
 * or could not do, then the list — a list that could not be read is told as a failure with a way to
 * read it again, never shown as empty.
 */
export function EditorialScreen<T>({
  title,
  lead,
  announcement,
  status,
  failure,
  items,
  loadFailure,
  loading,
  reload,
  children,
}: EditorialScreenProps<T>) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {announcement}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {loadFailure ? (
        <LoadFailed message={loadFailure} onRetry={reload} />
      ) : items === undefined ? (
        <p>{loading}</p>
      ) : (
        children(items)
      )}
    </>
  );
}

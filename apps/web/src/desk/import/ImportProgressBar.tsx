import { deskImportMessages } from "@/messages/desk-import";
import styles from "./IssueImport.module.css";

/** How far the import has gone, with the last step it reported. */
export function ImportProgressBar({ percent, step }: { percent: number; step: string }) {
  return (
    <div className={styles.progress}>
      <progress className={styles.bar} max={100} value={percent} aria-label={deskImportMessages.progressLabel}>
        {percent}%
      </progress>
      <p role="status">
        {percent}% {step}
      </p>
    </div>
  );
}

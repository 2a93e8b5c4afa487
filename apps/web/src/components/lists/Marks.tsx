import { listMessages } from "@/messages/lists";
import styles from "./Marks.module.css";

// The small marks of lists and headers: free or paid article, has audio, finished series.
export function FreeMark() {
  return <span className={`${styles.mark} ${styles.free}`}>{listMessages.free}</span>;
}

export function AudioMark() {
  return (
    <span className={`${styles.mark} ${styles.audio}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="13" height="13">
        <path fill="currentColor" d="M4 9v6h4l5 5V4L8 9H4Zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4Z" />
      </svg>
      {listMessages.audio}
    </span>
  );
}

export function FinishedMark() {
  return <span className={`${styles.mark} ${styles.finished}`}>{listMessages.finished}</span>;
}

/** Shown to readers without a right; hidden for the others by PaidMarksSwitch. */
export function PaidMark() {
  return (
    <span className={`${styles.mark} ${styles.paid}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="11" height="11">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z"
        />
      </svg>
      {listMessages.paid}
    </span>
  );
}

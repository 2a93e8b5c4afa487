import { historyMessages } from "@/messages/history";
import styles from "./ReadMark.module.css";

/** 読了 on an article card: in every card, shown once finished-marks.ts learns the reader finished it. */
export function ReadMark() {
  return (
    <span className={styles.read} title={historyMessages.finishedMarkLabel}>
      {historyMessages.finishedMark}
    </span>
  );
}

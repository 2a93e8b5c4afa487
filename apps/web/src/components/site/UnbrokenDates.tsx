import { runsKeepingDatesWhole } from "@awd/core/line-breaks";
import { Fragment } from "react";
import styles from "./UnbrokenDates.module.css";

/** Text whose dates ("2026年11月21日号") never break across lines. */
export function UnbrokenDates({ text }: { text: string }) {
  return runsKeepingDatesWhole(text).map((run, i) =>
    run.whole ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a text never move
      <span key={i} className={styles.date}>
        {run.text}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a text never move
      <Fragment key={i}>{run.text}</Fragment>
    ),
  );
}

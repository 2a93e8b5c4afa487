import type { Series } from "@awd/core/series";
import { LevelBadge } from "./LevelBadge";
import { AudioMark, FinishedMark } from "./Marks";
import styles from "./SeriesHeader.module.css";

// The head of a series' list page: its names, description, level, audio and finished marks.
export function SeriesHeader({ series, count }: { series: Series; count: string }) {
  return (
    <header className={styles.header}>
      <p className={styles.marks}>
        <LevelBadge level={series.level} />
        {series.hasAudio && <AudioMark />}
        {series.isFinished && <FinishedMark />}
      </p>
      <h1 className={styles.title}>
        <span lang="en">{series.name}</span>
        <span className={styles.nameJa}>{series.nameJa}</span>
      </h1>
      <p className={styles.description}>{series.description}</p>
      <p className={styles.count}>{count}</p>
    </header>
  );
}

import type { Series } from "@awd/core/series";
import Link from "next/link";
import { seriesHref } from "@/lib/paths";
import { LevelBadge } from "./LevelBadge";
import { AudioMark, FinishedMark } from "./Marks";
import styles from "./SeriesCard.module.css";

export function SeriesCard({ series }: { series: Series }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.name}>
        <Link href={seriesHref(series.path)} className={styles.link}>
          <span lang="en">{series.name}</span>
        </Link>
      </h3>
      <p className={styles.nameJa}>{series.nameJa}</p>
      <p className={styles.description}>{series.description}</p>
      <p className={styles.marks}>
        <LevelBadge level={series.level} />
        {series.hasAudio && <AudioMark />}
        {series.isFinished && <FinishedMark />}
      </p>
    </article>
  );
}

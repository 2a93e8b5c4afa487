import type { Level } from "@awd/core/categories";
import { levelMessages } from "@/messages/lists";
import { siteMessages } from "@/messages/site";
import styles from "./LevelBadge.module.css";

export function LevelBadge({ level }: { level: Level }) {
  return (
    <span className={`${styles.badge} ${styles[level]}`}>
      <span className="visually-hidden">{siteMessages.levelLabel}</span>
      {levelMessages[level]}
    </span>
  );
}

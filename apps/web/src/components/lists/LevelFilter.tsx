import { type Level, levels } from "@awd/core/categories";
import type { NavCategory } from "@awd/core/category-nav";
import Link from "next/link";
import { homeHref } from "@/lib/paths";
import { levelMessages, listMessages } from "@/messages/lists";
import styles from "./LevelFilter.module.css";

// The level filter of the home and category lists: plain links, so the keyboard, the back button
// and a shared URL all keep it; choosing a level starts again from its first page.
export function LevelFilter({ category, current }: { category: NavCategory; current?: Level }) {
  const choices: { level?: Level; label: string }[] = [
    { label: listMessages.allLevels },
    ...levels.map((level) => ({ level, label: levelMessages[level] })),
  ];
  return (
    <nav aria-label={listMessages.levelFilter} className={styles.filter}>
      <span className={styles.label} aria-hidden="true">
        {listMessages.levelFilter}
      </span>
      <ul className={styles.choices}>
        {choices.map(({ level, label }) => (
          <li key={level ?? "all"}>
            <Link
              href={homeHref(category, 1, level)}
              className={styles.choice}
              aria-current={level === current ? "page" : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

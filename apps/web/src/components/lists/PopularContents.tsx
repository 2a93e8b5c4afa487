import type { ArticleSummary } from "@awd/core/contract/articles";
import Link from "next/link";
import { articleHref } from "@/lib/paths";
import { listMessages } from "@/messages/lists";
import styles from "./PopularContents.module.css";

/** How many titles the compact strip of a reading page lists, in one row. */
const compactCount = 6;

// The popular-contents strip (contentIds, sort=Desc, limit=12, offset=0). The compact form, below
// an article, lists fewer titles in English only.
export function PopularContents({ articles, compact = false }: { articles: ArticleSummary[]; compact?: boolean }) {
  if (articles.length === 0) return null;
  const shown = compact ? articles.slice(0, compactCount) : articles;
  return (
    <section className={compact ? styles.compact : styles.popular} aria-labelledby="popular-heading">
      <h2 id="popular-heading" className={styles.heading}>
        {listMessages.popular}
      </h2>
      <ol className={styles.list}>
        {shown.map((article) => (
          <li key={article.id} className={styles.item}>
            <Link href={articleHref(article.seriesPath, article.id)} className={styles.link}>
              <span className={styles.series} lang="en">
                {article.seriesName}
              </span>
              <span className={styles.title} lang="en">
                {article.titleEn}
              </span>
              {!compact && <span className={styles.titleJa}>{article.titleJa}</span>}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { ArticleSummary } from "@awd/core/contract/articles";
import Link from "next/link";
import { articleHref } from "@/lib/paths";
import { listMessages } from "@/messages/lists";
import styles from "./PopularContents.module.css";

// The popular-contents strip (contentIds, sort=Desc, limit=12, offset=0). The compact form, below
// an article (PopularStripPlacement's data-popular-form="compact"), lists the first 6 titles in
// English only: PopularContents.module.css hides the rest, so one rendering serves both forms.
export function PopularContents({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section className={styles.popular} aria-labelledby="popular-heading">
      <h2 id="popular-heading" className={styles.heading}>
        {listMessages.popular}
      </h2>
      <ol className={styles.list}>
        {articles.map((article) => (
          <li key={article.id} className={styles.item}>
            <Link href={articleHref(article.seriesPath, article.id)} className={styles.link}>
              <span className={styles.series} lang="en">
                {article.seriesName}
              </span>
              <span className={styles.title} lang="en">
                {article.titleEn}
              </span>
              <span className={styles.titleJa}>{article.titleJa}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

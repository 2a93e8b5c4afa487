import type { ArticleSummary } from "@/lib/articles";
import { messages } from "@/messages";
import styles from "./ArticleList.module.css";

export function ArticleList({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return <p>{messages.noArticles}</p>;
  return (
    <ul className={styles.list}>
      {articles.map((a) => (
        <li key={a.id} className={styles.item}>
          <p className={styles.series}>
            {a.seriesName}
            {a.isFree && <span className={styles.free}>{messages.free}</span>}
          </p>
          <h3 className={styles.titleEn} lang="en">
            {a.titleEn}
          </h3>
          <p className={styles.titleJa}>{a.titleJa}</p>
        </li>
      ))}
    </ul>
  );
}

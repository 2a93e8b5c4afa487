import type { ArticleSummary } from "@awd/core/contract/articles";
import { listMessages } from "@/messages/lists";
import { ArticleCard } from "./ArticleCard";
import styles from "./ArticleList.module.css";

export function ArticleList({
  articles,
  hrefOf,
  headingLevel = 3,
  empty = listMessages.noArticles,
}: {
  articles: ArticleSummary[];
  hrefOf?: (a: ArticleSummary) => string;
  headingLevel?: 2 | 3;
  /** what an empty list says */
  empty?: string;
}) {
  if (articles.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} href={hrefOf?.(article)} headingLevel={headingLevel} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

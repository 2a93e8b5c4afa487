import type { ArticleSummary } from "@awd/core/contract/articles";
import { ArticleCard } from "@/components/lists/ArticleCard";
import { articleMessages } from "@/messages/article";
import styles from "./RelatedArticles.module.css";

// docs/product/lists-and-paging.md#related-articles: at most 6.
export function RelatedArticles({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.heading}>
        {articleMessages.related}
      </h2>
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}

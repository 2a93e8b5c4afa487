import type { Article, ArticleSummary } from "@awd/core/contract/articles";
import { ArticleImage } from "@/components/media/ArticleImage";
import { ArticleBody } from "./ArticleBody";
import { ArticleHeader } from "./ArticleHeader";
import styles from "./ArticleView.module.css";
import { PaidArticleGate } from "./PaidArticleGate.island";
import { RelatedArticles } from "./RelatedArticles";

// The learner's article page: the public head (series, level, titles, date, credits, main image)
// rendered on the server for everyone, then the body (ArticleBody), then related articles.
export function ArticleView({ article, related }: { article: Article; related: ArticleSummary[] }) {
  return (
    <article className={styles.article}>
      <ArticleHeader article={article} />
      <figure className={styles.figure}>
        <ArticleImage image={article.images.main} kind="main" sizes="(max-width: 820px) 100vw, 720px" eager />
      </figure>
      {article.access ? (
        <ArticleBody article={article} />
      ) : (
        <PaidArticleGate article={article}>
          <ArticleBody article={article} />
        </PaidArticleGate>
      )}
      <RelatedArticles articles={related} />
    </article>
  );
}

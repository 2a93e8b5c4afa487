import type { Article, ArticleSummary } from "@awd/core/contract/articles";
import { paidPartClass } from "@awd/core/structured-data";
import { ArticleBody } from "@/components/article/ArticleBody";
import { ArticleHeader } from "@/components/article/ArticleHeader";
import { PaidArticleGate } from "@/components/article/PaidArticleGate.island";
import { RelatedArticles } from "@/components/article/RelatedArticles";
import { ServedBody } from "@/components/article/ServedBody";
import { ArticleImage } from "@/components/media/ArticleImage";
import styles from "./ArticleView.module.css";

// The learner's article page: the public head (series, level, titles, date, credits, main image)
// rendered on the server for everyone, then the body (ArticleBody), then related articles. Its
// data-reading-article names the article whose reading a signed-in reader records (engagement/reading-history.ts).
export function ArticleView({ article, related }: { article: Article; related: ArticleSummary[] }) {
  return (
    <article className={styles.article} data-reading-article={article.id}>
      <ArticleHeader article={article} />
      <figure className={styles.figure}>
        <ArticleImage image={article.images.main} kind="main" sizes="(max-width: 820px) 100vw, 720px" eager />
      </figure>
      {article.access ? (
        <ArticleBody article={article} />
      ) : (
        // The paid part, as the article's structured data names it for crawlers.
        <div className={paidPartClass}>
          <PaidArticleGate article={article}>
            <ServedBody>
              <ArticleBody article={article} />
            </ServedBody>
          </PaidArticleGate>
        </div>
      )}
      <RelatedArticles articles={related} />
    </article>
  );
}

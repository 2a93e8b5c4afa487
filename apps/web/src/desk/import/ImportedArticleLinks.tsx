import type { IssueImport } from "@awd/core/contract/desk-import";
import { seriesById } from "@awd/core/series";
import { articleHref, withBase } from "@/lib/paths";
import styles from "./IssueImport.module.css";

/** The issue's articles, each a link to its page on the site (opened in the desk's tab). */
export function ImportedArticleLinks({ heading, articles }: { heading: string; articles: IssueImport["articles"] }) {
  return (
    <section aria-labelledby="issue-articles">
      <h2 id="issue-articles" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.articles}>
        {articles.map((article) => {
          const series = seriesById(article.seriesId);
          return (
            <li key={article.id}>
              {series ? (
                <a href={withBase(articleHref(series.path, article.id))}>{article.titleJa}</a>
              ) : (
                article.titleJa
              )}
              <span className={styles.detail} lang="en">
                {" "}
                {article.titleEn}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

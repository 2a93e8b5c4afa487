import type { Article } from "@awd/core/contract/articles";
import { formatJapaneseDateTime } from "@awd/core/dates";
import Link from "next/link";
import { LevelBadge } from "@/components/lists/LevelBadge";
import { AudioMark, FreeMark } from "@/components/lists/Marks";
import { seriesHref } from "@/lib/paths";
import { articleMessages } from "@/messages/article";
import styles from "./ArticleHeader.module.css";

// The public head of an article: series, level, the titles in English and Japanese, the date in
// Japanese format and the credits.
export function ArticleHeader({ article }: { article: Article }) {
  return (
    <header className={styles.header}>
      <p className={styles.kicker}>
        <Link href={seriesHref(article.series.path)} className={styles.series}>
          <span lang="en">{article.series.name}</span>
        </Link>
        <span className={styles.seriesJa}>{article.series.nameJa}</span>
        <LevelBadge level={article.level} />
        {article.isFree && <FreeMark />}
        {article.series.hasAudio && <AudioMark />}
      </p>
      <h1 className={styles.titleEn} lang="en">
        {article.titleEn}
      </h1>
      <p className={styles.titleJa}>{article.titleJa}</p>
      <p className={styles.byline}>
        <time dateTime={article.publishedAt}>
          <span className="visually-hidden">{articleMessages.publishedAt} </span>
          {formatJapaneseDateTime(article.publishedAt)}
        </time>
        <span>
          {articleMessages.author}：<span lang="en">{article.credits.author}</span>
        </span>
        <span>
          {articleMessages.illustrator}：<span lang="en">{article.credits.illustrator}</span>
        </span>
      </p>
    </header>
  );
}

import type { ArticleSummary } from "@awd/core/contract/articles";
import { formatJapaneseDateTime } from "@awd/core/dates";
import Link from "next/link";
import { ReadMark } from "@/components/history/ReadMark";
import { articleHref } from "@/lib/paths";
import { ArticleImage } from "../media/ArticleImage";
import styles from "./ArticleCard.module.css";
import { LevelBadge } from "./LevelBadge";
import { AudioMark, FreeMark, PaidMark } from "./Marks";

// One article in a list: series, level and marks, the English and Japanese titles, the date and the
// thumbnail. The title link covers the whole card.
export function ArticleCard({
  article,
  headingLevel = 3,
  href,
  eager = false,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  href?: string;
  /** the first card of a page's list: its thumbnail is the page's largest image above the fold */
  eager?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-article-id={article.id}>
      <div className={styles.text}>
        <p className={styles.meta}>
          <span className={styles.series} lang="en">
            {article.seriesName}
          </span>
          <LevelBadge level={article.level} />
          {article.isFree && <FreeMark />}
          {article.hasAudio && <AudioMark />}
          {!article.isFree && <PaidMark />}
          <ReadMark />
        </p>
        <Heading className={styles.titleEn} lang="en">
          <Link href={href ?? articleHref(article.seriesPath, article.id)} className={styles.link}>
            {article.titleEn}
          </Link>
        </Heading>
        <p className={styles.titleJa}>{article.titleJa}</p>
        <time className={styles.date} dateTime={article.publishedAt}>
          {formatJapaneseDateTime(article.publishedAt)}
        </time>
      </div>
      <div className={styles.thumb}>
        <ArticleImage
          image={article.thumbnail}
          kind="thumbnail"
          sizes="(max-width: 480px) 96px, 128px"
          alt=""
          eager={eager}
        />
      </div>
    </article>
  );
}

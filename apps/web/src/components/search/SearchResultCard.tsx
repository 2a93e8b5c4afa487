import { imageSizes } from "@awd/core/constants";
import type { SearchHit } from "@awd/core/contract/search";
import { formatJapaneseDateTime } from "@awd/core/dates";
import { optimisedImageUrl } from "@awd/core/images";
import Link from "next/link";
import card from "@/components/lists/ArticleCard.module.css";
import { LevelBadge } from "@/components/lists/LevelBadge";
import { staticFilePath } from "@/lib/paths";
import { searchResultsMessages } from "@/messages/search";
import { ReaderSnippet } from "./ReaderSnippet.island";
import styles from "./SearchResultCard.module.css";

const thumbnailWidth = 128;
const defaultThumbnails = ["media/images/default-main.webp", "media/images/default-fallback.webp"];
const thumbnailUrl = (path: string, width: number) =>
  optimisedImageUrl({ src: staticFilePath(path), width, quality: imageSizes.quality });

// One search result (docs/product/search.md#results-and-pages): the series and level, the English
// and Japanese titles, the snippet with the words found, the date and the thumbnail; the title
// links to the article. The snippet is the reader's own once they may read paid text (ReaderSnippet).
export function SearchResultCard({ hit, word, page }: { hit: SearchHit; word: string; page: number }) {
  const { width, height } = imageSizes.thumbnail;
  return (
    <article className={`${card.card} ${styles.result}`}>
      <div className={card.text}>
        <p className={card.meta}>
          <span className={card.series} lang="en">
            {hit.magazineName}
          </span>
          <LevelBadge level={hit.level} />
        </p>
        <h2 className={card.titleEn} lang="en">
          <Link href={`/${hit.content}/${hit.contentId}`} className={card.link}>
            {hit.titleEn}
          </Link>
        </h2>
        <p className={card.titleJa}>{hit.titleJa}</p>
        <ReaderSnippet
          objectID={hit.objectID}
          word={word}
          page={page}
          parts={hit.snippet}
          lang={hit.snippetLanguage}
          label={searchResultsMessages.snippet}
          className={styles.snippet}
        />
        <time className={card.date} dateTime={hit.publishedAt}>
          {formatJapaneseDateTime(hit.publishedAt)}
        </time>
      </div>
      <div className={card.thumb}>
        {/* biome-ignore lint/performance/noImgElement: the optimiser's URL on a plain <img>, as ArticleImage does */}
        <img
          src={thumbnailUrl(hit.thumbnail, thumbnailWidth)}
          srcSet={`${thumbnailUrl(hit.thumbnail, thumbnailWidth)} 1x, ${thumbnailUrl(hit.thumbnail, thumbnailWidth * 2)} 2x`}
          width={width}
          height={height}
          alt=""
          loading="lazy"
          decoding="async"
          data-fallbacks={defaultThumbnails.map((path) => thumbnailUrl(path, thumbnailWidth)).join(" ")}
        />
      </div>
    </article>
  );
}

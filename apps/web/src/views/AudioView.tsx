import type { Article } from "@awd/core/contract/articles";
import Link from "next/link";
import { ArticleHeader } from "@/components/article/ArticleHeader";
import { PaidArticleGate } from "@/components/article/PaidArticleGate.island";
import { ServedBody } from "@/components/article/ServedBody";
import { AudioTranscript } from "@/components/audio/AudioTranscript";
import { ArticleImage } from "@/components/media/ArticleImage";
import { PageTop } from "@/components/site/PageTop";
import { articleHref } from "@/lib/paths";
import { audioMessages } from "@/messages/audio";
import layout from "@/styles/layout.module.css";
import styles from "./AudioView.module.css";

// An audio page (/audios/{id}; docs/product/audio-and-dictation.md#the-audio-player): the article's
// head, its transcript to follow while the docked player plays; the sentence spoken is highlighted
// and a click plays from a sentence. A paid article's transcript and audio are what the API gives
// this reader, exactly as on the article page (docs/product/reading-and-access.md#the-paywall).
export function AudioView({ article }: { article: Article }) {
  return (
    <>
      <PageTop current={article.series.category} />
      <div className={layout.column}>
        <div className={styles.sheet}>
          <div className={styles.head}>
            <div className={styles.thumb}>
              <ArticleImage image={article.images.main} kind="main" sizes="(max-width: 640px) 100vw, 240px" eager />
            </div>
            <div>
              <ArticleHeader article={article} />
              <Link href={articleHref(article.series.path, article.id)} className={styles.articleLink}>
                {audioMessages.openArticle}
              </Link>
            </div>
          </div>
          {article.access ? (
            <AudioTranscript article={article} />
          ) : (
            <PaidArticleGate article={article} view="audio">
              <ServedBody>
                <AudioTranscript article={article} />
              </ServedBody>
            </PaidArticleGate>
          )}
        </div>
      </div>
    </>
  );
}

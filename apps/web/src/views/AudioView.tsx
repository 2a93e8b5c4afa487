import type { Article } from "@awd/core/contract/articles";
import Link from "next/link";
import { ArticleHeader } from "@/components/article/ArticleHeader";
import { ArticleText } from "@/components/article/ArticleText";
import { SubscribePrompt } from "@/components/article/SubscribePrompt";
import { TranslationToggle } from "@/components/article/TranslationToggle.island";
import { AudioPlayer } from "@/components/audio/AudioPlayer.island";
import { ArticleImage } from "@/components/media/ArticleImage";
import { PageTop } from "@/components/site/PageTop";
import { articleHref, audioHref, staticFileUrl, withBase } from "@/lib/paths";
import { audioMessages } from "@/messages/audio";
import layout from "@/styles/layout.module.css";
import styles from "./AudioView.module.css";

// An audio page (/audios/{id}; docs/product/audio-and-dictation.md#the-audio-player): the article's
// head, its transcript to follow while the docked player plays; the sentence spoken is highlighted
// and a click plays from a sentence.
export function AudioView({ article }: { article: Article }) {
  const body = article.body;
  const paragraphs = body ? [article.lead, ...body.paragraphs] : [article.lead];
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
          <div className={styles.transcriptHead}>
            <h2 className={styles.transcriptTitle}>{audioMessages.transcript}</h2>
            <TranslationToggle />
          </div>
          {body?.audio && <p className={styles.hint}>{audioMessages.sentenceHint}</p>}
          <ArticleText paragraphs={paragraphs} glossary={body?.glossary ?? []} hasAudio={Boolean(body?.audio)} />
          {!article.access && article.reason && (
            <SubscribePrompt reason={article.reason} returnTo={withBase(audioHref(article.id))} />
          )}
        </div>
      </div>
      {body?.audio && (
        <AudioPlayer
          src={staticFileUrl(body.audio.url)}
          durationMs={body.audio.durationMs}
          sentences={body.audio.sentences}
          docked
        />
      )}
    </>
  );
}

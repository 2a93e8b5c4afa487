import type { PaidBodyProps } from "@/components/article/ArticleBody";
import { ArticleText } from "@/components/article/ArticleText";
import { SubscribePrompt } from "@/components/article/SubscribePrompt";
import { TranslationToggle } from "@/components/article/TranslationToggle.island";
import { audioHref, staticFileUrl, withBase } from "@/lib/paths";
import { audioMessages } from "@/messages/audio";
import { AudioPlayer } from "./AudioPlayer.island";
import styles from "./AudioTranscript.module.css";
import { playerTimings } from "./player-timings";

// The audio page's body (docs/product/audio-and-dictation.md#the-audio-player): the transcript to
// follow while the docked player plays, or the lead and the prompt that says why not. Like the
// article's body it needs nothing of the server, so PaidArticleGate renders it in the browser with
// the text a signed-in reader fetched with their token.
export function AudioTranscript({ article, inPlaceOfPrompt }: PaidBodyProps) {
  const body = article.body;
  const paragraphs = body ? [article.lead, ...body.paragraphs] : [article.lead];
  return (
    <>
      <div className={styles.transcriptHead}>
        <h2 className={styles.transcriptTitle}>{audioMessages.transcript}</h2>
        <TranslationToggle />
      </div>
      {body?.audio && <p className={styles.hint}>{audioMessages.sentenceHint}</p>}
      <ArticleText paragraphs={paragraphs} glossary={body?.glossary ?? []} hasAudio={Boolean(body?.audio)} />
      {!article.access &&
        article.reason &&
        (inPlaceOfPrompt === undefined ? (
          <SubscribePrompt reason={article.reason} returnTo={withBase(audioHref(article.id))} />
        ) : (
          inPlaceOfPrompt
        ))}
      {body?.audio && (
        <AudioPlayer
          src={staticFileUrl(body.audio.url)}
          durationMs={body.audio.durationMs}
          sentences={playerTimings(body.audio.sentences)}
          docked
        />
      )}
    </>
  );
}

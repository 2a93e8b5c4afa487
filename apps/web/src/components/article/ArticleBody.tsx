import type { Article } from "@awd/core/contract/articles";
import type { ReactNode } from "react";
import { AudioPlayer } from "@/components/audio/AudioPlayer.island";
import { playerTimings } from "@/components/audio/player-timings";
import { DictationProgress } from "@/components/quiz/DictationProgress.island";
import { QuizSection } from "@/components/quiz/QuizSection";
import { articleHref, staticFileUrl, withBase } from "@/lib/paths";
import { articleMessages } from "@/messages/article";
import { audioMessages } from "@/messages/audio";
import styles from "./ArticleBody.module.css";
import { ArticleText } from "./ArticleText";
import { GlossaryList } from "./GlossaryList";
import { SubscribePrompt } from "./SubscribePrompt";
import { TranslationToggle } from "./TranslationToggle.island";

/** What a body PaidArticleGate renders is given: the article as this reader may have it. */
export interface PaidBodyProps {
  article: Article;
  /** what stands where the prompt would, while this reader's access is not known (a failure, a wait) */
  inPlaceOfPrompt?: ReactNode;
}

// Everything of an article below its head: the translation toggle, the audio player, the text
// (the lead alone without access, then the prompt that says why), the exercises and the glossary.
// The dictation's progress is shared by the exercise and the text, which hides what it dictates.
// It needs nothing of the server, so the same component can render, in the browser, the full text
// a signed-in visitor fetches with their token (docs/adr/003).
export function ArticleBody({ article, inPlaceOfPrompt }: PaidBodyProps) {
  const body = article.body;
  const paragraphs = body ? [article.lead, ...body.paragraphs] : [article.lead];
  const dictation = body?.quiz.filter((q) => q.kind === "dictation").map((q) => q.answer) ?? [];
  return (
    <DictationProgress>
      <div className={styles.tools}>
        <TranslationToggle />
        <p className={styles.hint}>
          {articleMessages.lookupHint}
          {body && body.glossary.length > 0 && articleMessages.glossaryHint}
        </p>
      </div>
      {/* The player sticks to the top of the window while the text is read. */}
      <div className={styles.reading}>
        {body?.audio && (
          <>
            <AudioPlayer
              src={staticFileUrl(body.audio.url)}
              durationMs={body.audio.durationMs}
              sentences={playerTimings(body.audio.sentences)}
            />
            <p className={styles.hint}>{audioMessages.listenHint}</p>
          </>
        )}
        <ArticleText
          paragraphs={paragraphs}
          glossary={body?.glossary ?? []}
          dictation={dictation}
          hasAudio={Boolean(body?.audio)}
          lookupArticleId={article.id}
        />
      </div>
      {/* Reaching this is reaching the end of the text: the feedback card may ask from then on. */}
      {body && <div data-reading-end="" />}
      {/* The feedback card's place (engagement/engagement.ts#feedbackCardPlace): filled in the browser. */}
      {body && <div data-feedback-place="article" />}
      {!article.access &&
        article.reason &&
        (inPlaceOfPrompt === undefined ? (
          <SubscribePrompt reason={article.reason} returnTo={withBase(articleHref(article.series.path, article.id))} />
        ) : (
          inPlaceOfPrompt
        ))}
      {body && <QuizSection quiz={body.quiz} audio={body.audio} />}
      {body && <GlossaryList glossary={body.glossary} />}
    </DictationProgress>
  );
}

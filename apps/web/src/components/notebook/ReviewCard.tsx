import type { ArticleSummary } from "@awd/core/contract/articles";
import type { NotebookWord } from "@awd/core/contract/notebook";
import { wordInSentence } from "@awd/core/review-card";
import type { ReviewGrade } from "@awd/core/review-schedule";
import { useEffect, useRef, useState } from "react";
import { articleHref, withBase } from "@/lib/paths";
import { notebookMessages } from "@/messages/notebook";
import { articleFor, articlesOf } from "./notebook-api";
import styles from "./Review.module.css";
import { SentenceAudio, type SentenceSound, sentenceSoundOf } from "./SentenceAudio";

const m = notebookMessages.review;
export const gradeKeys: readonly ReviewGrade[] = ["again", "hard", "good", "easy"];

interface ReviewCardProps {
  card: NotebookWord;
  revealed: boolean;
  grading: boolean;
  onReveal: () => void;
  onGrade: (grade: ReviewGrade) => void;
}

/** One card: the word in its sentence; once revealed, what it means and the grades. */
export function ReviewCard({ card, revealed, grading, onReveal, onGrade }: ReviewCardProps) {
  const source = useCardSource(card);
  const front = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLDivElement>(null);
  // A new card, or its answer, takes the focus so a screen reader reads it and the keys go on working.
  useEffect(() => {
    (revealed ? back : front).current?.focus();
  }, [revealed]);
  return (
    <article className={styles.card} aria-labelledby={`card-${card.id}`} data-review-card={card.word}>
      <div ref={front} tabIndex={-1} className={styles.front}>
        <h2 id={`card-${card.id}`} className="visually-hidden">
          {card.word}
        </h2>
        <p className={styles.prompt}>{m.front}</p>
        <WordInItsSentence card={card} />
      </div>
      {revealed ? (
        <div ref={back} tabIndex={-1} className={styles.back} data-review-back>
          <dl className={styles.answer}>
            <dt>{m.meaning}</dt>
            <dd className={styles.meaning}>{card.meaning || m.noMeaning}</dd>
            {card.translation && (
              <>
                <dt>{m.translation}</dt>
                <dd>{card.translation}</dd>
              </>
            )}
            {card.note && (
              <>
                <dt>{m.note}</dt>
                <dd>{card.note}</dd>
              </>
            )}
          </dl>
          <div className={styles.sources}>
            {source.sound && <SentenceAudio sound={source.sound} />}
            {source.article && (
              <a href={withBase(articleHref(source.article.seriesPath, source.article.id))}>
                {m.article}
                <span className="visually-hidden">: {source.article.titleJa}</span>
              </a>
            )}
          </div>
          <fieldset className={styles.grades}>
            <legend>{m.gradesLabel}</legend>
            {gradeKeys.map((grade, index) => (
              <button
                key={grade}
                type="button"
                className={styles[grade]}
                disabled={grading}
                aria-keyshortcuts={String(index + 1)}
                onClick={() => onGrade(grade)}
              >
                <span aria-hidden="true" className={styles.key}>
                  {index + 1}
                </span>
                {m.grades[grade]}
              </button>
            ))}
          </fieldset>
        </div>
      ) : (
        <button type="button" className={styles.reveal} aria-keyshortcuts="Space" onClick={onReveal}>
          {m.showAnswer}
          <span className={styles.keyName}>（{m.showAnswerKey}）</span>
        </button>
      )}
    </article>
  );
}

function WordInItsSentence({ card }: { card: NotebookWord }) {
  const found = wordInSentence(card.sentence, card.word);
  if (!found)
    return (
      <>
        <p className={styles.word} lang="en">
          {card.word}
        </p>
        <p className={styles.sentence} lang="en">
          {card.sentence}
        </p>
      </>
    );
  return (
    <p className={styles.sentence} lang="en">
      {found.before}
      <mark className={styles.highlight}>{found.word}</mark>
      {found.after}
    </p>
  );
}

/** The article a card was saved from, and the audio of its sentence, asked for as the card shows. */
function useCardSource(card: NotebookWord): { article?: ArticleSummary; sound?: SentenceSound } {
  const [source, setSource] = useState<{ article?: ArticleSummary; sound?: SentenceSound }>({});
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const article = (await articlesOf([card.articleId], controller.signal)).get(card.articleId);
      if (!article || controller.signal.aborted) return;
      setSource({ article });
      if (!article.hasAudio) return;
      const sound = sentenceSoundOf((await articleFor(article, controller.signal)).body?.audio, card);
      if (sound && !controller.signal.aborted) setSource({ article, sound });
    })().catch(() => {
      // The link and the audio are extras to the card: without them the review goes on.
    });
    return () => controller.abort();
  }, [card]);
  return source;
}

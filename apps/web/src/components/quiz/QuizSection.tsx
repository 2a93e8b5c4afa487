import type { AudioTrack, QuizItem } from "@awd/core/contract/articles";
import type { ReactNode } from "react";
import { timingOf } from "@/lib/annotate";
import { staticFileUrl } from "@/lib/paths";
import { dictationMessages, listenRepeatMessages, quizMessages } from "@/messages/quiz";
import { ChoiceQuiz } from "./ChoiceQuiz.island";
import { Dictation } from "./Dictation.island";
import { ListenAndRepeat } from "./ListenAndRepeat.island";
import styles from "./QuizSection.module.css";

/** One kind of exercise under its heading. */
function Exercise({ kind, title, children }: { kind: QuizItem["kind"]; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${kind}-heading`} data-quiz={kind}>
      <h2 id={`${kind}-heading`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

// The article's exercises, by kind: multiple choice, dictation (ListenWrite) and listen and repeat.
// Dictation and repeat play the spoken sentence that holds the answer, found in the audio timings.
export function QuizSection({ quiz, audio }: { quiz: QuizItem[]; audio: AudioTrack | null }) {
  const choices = quiz.filter((q) => q.kind === "choice");
  const dictation = quiz.filter((q) => q.kind === "dictation");
  const repeat = quiz.filter((q) => q.kind === "repeat");
  const clipOf = (sentence: string) => {
    const timing = audio ? timingOf(audio.sentences, sentence) : undefined;
    return timing ? { startMs: timing.startMs, endMs: timing.endMs } : null;
  };
  const src = audio ? staticFileUrl(audio.url) : "";
  return (
    <>
      {choices.length > 0 && (
        <Exercise kind="choice" title={quizMessages.title}>
          <ChoiceQuiz
            questions={choices.map((q) => ({
              question: q.question,
              choices: q.choices,
              answer: Number(q.answer),
              explanation: q.explanation,
            }))}
          />
        </Exercise>
      )}
      {dictation.length > 0 && (
        <Exercise kind="dictation" title={dictationMessages.title}>
          <p className={styles.lead}>{dictationMessages.lead}</p>
          <p className={styles.legend}>{dictationMessages.legend}</p>
          <Dictation
            src={src}
            items={dictation.map((q) => ({ answer: q.answer, meaning: q.question, clip: clipOf(q.answer) }))}
          />
        </Exercise>
      )}
      {repeat.length > 0 && (
        <Exercise kind="repeat" title={listenRepeatMessages.title}>
          <p className={styles.lead}>{listenRepeatMessages.lead}</p>
          <ListenAndRepeat
            src={src}
            items={repeat.map((q) => ({ sentence: q.answer, meaning: q.question, clip: clipOf(q.answer) }))}
          />
        </Exercise>
      )}
    </>
  );
}

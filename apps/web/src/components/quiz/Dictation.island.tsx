"use client";

import { useEffect, useId, useState } from "react";
import type { DictationResult } from "@/lib/dictation";
import { signalEngagement } from "@/lib/engagement-signal";
import { dictationMessages } from "@/messages/quiz";
import { useDictationProgress } from "./DictationProgress.island";
import styles from "./Quiz.module.css";
import { type SentenceClip, useSentencePlayer } from "./useSentencePlayer";

export interface DictationItem {
  answer: string;
  meaning: string;
  clip: SentenceClip | null;
}

// Dictation (ListenWrite): listen to a sentence, type it, then see the typed words compared with
// the answer, word by word. Checking an item shows its answer, so the text shows its sentence again.
export function Dictation({ src, items }: { src: string; items: DictationItem[] }) {
  const { play, playing } = useSentencePlayer(src);
  const { markAnswered } = useDictationProgress();
  const [typed, setTyped] = useState(() => items.map(() => ""));
  const [results, setResults] = useState<(DictationResult | undefined)[]>(() => items.map(() => undefined));
  const id = useId();
  const finished = results.every(Boolean);
  useEffect(() => {
    if (finished) signalEngagement("quizDone");
  }, [finished]);

  return (
    <ol className={styles.questions}>
      {items.map((item, i) => {
        const result = results[i];
        const key = String(i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items never move
          <li key={i} className={styles.question} data-dictation-item="">
            <div className={styles.row}>
              <span className={styles.number}>{i + 1}</span>
              {item.clip && (
                <button
                  type="button"
                  className={styles.listen}
                  aria-pressed={playing === key}
                  onClick={() => item.clip && play(key, item.clip)}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                    <path
                      fill="currentColor"
                      d="M4 9v6h4l5 5V4L8 9H4Zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4Z"
                    />
                  </svg>
                  {dictationMessages.listen}
                </button>
              )}
            </div>
            <form
              className={styles.dictationForm}
              onSubmit={async (event) => {
                event.preventDefault();
                const given = typed[i] ?? "";
                // The comparison is needed only once a reader checks, so it is not part of the page's first load.
                const { compareDictation } = await import("@/lib/dictation");
                const result = compareDictation(given, item.answer);
                setResults((was) => was.map((r, k) => (k === i ? result : r)));
                markAnswered(i);
              }}
            >
              <label htmlFor={`${id}-${i}`} className="visually-hidden">
                {dictationMessages.input} {i + 1}
              </label>
              <input
                id={`${id}-${i}`}
                type="text"
                lang="en"
                className={styles.input}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder={dictationMessages.input}
                value={typed[i]}
                onChange={(event) => setTyped((was) => was.map((t, k) => (k === i ? event.target.value : t)))}
              />
              <button type="submit" className={styles.check}>
                {dictationMessages.check}
              </button>
            </form>
            <div aria-live="polite">
              {result && (
                <div className={styles.dictationResult} data-dictation-result="">
                  <p className={styles.verdict}>{dictationMessages.result(result.correct, result.total)}</p>
                  <p lang="en" className={styles.compared}>
                    {result.words.map((w, k) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a result never changes
                      <span key={k} className={styles[w.status]} data-word-status={w.status}>
                        {w.status === "missing" && (
                          <span className="visually-hidden">{dictationMessages.missing}:</span>
                        )}
                        {w.status === "extra" && <span className="visually-hidden">{dictationMessages.extra}:</span>}
                        {w.word}
                      </span>
                    ))}
                  </p>
                  <p className={styles.answerLine}>
                    <span className={styles.explanationLabel}>{dictationMessages.answer}</span>
                    <span lang="en">{item.answer}</span>
                  </p>
                  <p className={styles.answerLine}>
                    <span className={styles.explanationLabel}>{dictationMessages.meaning}</span>
                    {item.meaning}
                  </p>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

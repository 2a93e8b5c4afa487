"use client";

import { useEffect, useState } from "react";
import { signalEngagement } from "@/lib/engagement-signal";
import { quizMessages } from "@/messages/quiz";
import styles from "./Quiz.module.css";

export interface ChoiceQuestion {
  question: string;
  choices: string[];
  /** index of the right choice */
  answer: number;
  explanation: string;
}

// Multiple choice (PhraseItRight, WhatDoYouMean): choosing an answer (a button, so that moving
// through the choices by keyboard does not answer) locks the question and shows right or wrong with
// the explanation; once every question is answered, the score.
export function ChoiceQuiz({ questions }: { questions: ChoiceQuestion[] }) {
  const [chosen, setChosen] = useState<(number | undefined)[]>(() => questions.map(() => undefined));
  const [round, setRound] = useState(0);
  const answered = chosen.filter((c) => c !== undefined).length;
  const right = questions.filter((q, i) => chosen[i] === q.answer).length;
  const finished = answered === questions.length;
  useEffect(() => {
    if (finished) signalEngagement("quizDone");
  }, [finished]);

  return (
    <div className={styles.quiz}>
      <ol className={styles.questions}>
        {questions.map((q, i) => {
          const pick = chosen[i];
          const done = pick !== undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions never move
            <li key={`${round}-${i}`} className={styles.question}>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>
                  <span className={styles.number}>{quizMessages.question(i + 1)}</span>
                  <span lang="en" className={styles.prompt}>
                    {q.question}
                  </span>
                </legend>
                <div className={styles.choices}>
                  {q.choices.map((choice, c) => (
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: choices never move
                      key={c}
                      type="button"
                      lang="en"
                      className={styles.choice}
                      aria-pressed={pick === c}
                      aria-disabled={done || undefined}
                      data-result={done ? (c === q.answer ? "right" : c === pick ? "wrong" : undefined) : undefined}
                      onClick={() => {
                        if (!done) setChosen((was) => was.map((v, k) => (k === i ? c : v)));
                      }}
                    >
                      {choice}
                    </button>
                  ))}
                </div>
              </fieldset>
              <div aria-live="polite">
                {done && (
                  <div className={pick === q.answer ? styles.right : styles.wrong} data-quiz-feedback="">
                    <p className={styles.verdict}>
                      {pick === q.answer ? quizMessages.correct : quizMessages.wrong}
                      {pick !== q.answer && (
                        <span className={styles.answerIs}>{quizMessages.answerIs(q.choices[q.answer] ?? "")}</span>
                      )}
                    </p>
                    <p className={styles.explanation}>
                      <span className={styles.explanationLabel}>{quizMessages.explanation}</span>
                      {q.explanation}
                    </p>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite">
        {finished && (
          <div className={styles.score} data-quiz-score="">
            <p className={styles.scoreLine}>
              <span className={styles.scoreTitle}>{quizMessages.scoreTitle}</span>
              {quizMessages.score(right, questions.length)}
            </p>
            <button
              type="button"
              className={styles.retry}
              onClick={() => {
                setChosen(questions.map(() => undefined));
                setRound((r) => r + 1);
              }}
            >
              {quizMessages.retry}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

"use client";

import type { ReactNode } from "react";
import { useDictationProgress } from "@/components/quiz/DictationProgress.island";
import { dictationMessages } from "@/messages/quiz";
import styles from "./DictatedSentence.module.css";

// A sentence of the text that a dictation item asks the learner to write down: hidden (from
// screen readers too), with a short note in its place, until that item is checked. Without
// JavaScript there is no exercise to do, so the sentence shows.
export function DictatedSentence({ item, children }: { item: number; children: ReactNode }) {
  const { answered } = useDictationProgress();
  if (answered.has(item)) return children;
  return (
    <>
      <span className={styles.concealed} data-dictated-sentence="">
        {children}
      </span>
      <span className={styles.note} lang="ja" data-dictated-note="">
        {dictationMessages.hiddenSentence(item + 1)}
      </span>
    </>
  );
}

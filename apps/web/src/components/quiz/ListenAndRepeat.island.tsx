"use client";

import { listenRepeatMessages } from "@/messages/quiz";
import styles from "./Quiz.module.css";
import { type SentenceClip, useSentencePlayer } from "./useSentencePlayer";

export interface RepeatItem {
  sentence: string;
  meaning: string;
  clip: SentenceClip | null;
}

// Listen and repeat: one sentence at a time, each with its own play button; say it aloud after it.
export function ListenAndRepeat({ src, items }: { src: string; items: RepeatItem[] }) {
  const { play, playing } = useSentencePlayer(src);
  return (
    <ol className={styles.questions}>
      {items.map((item, i) => {
        const key = String(i);
        const isPlaying = playing === key;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items never move
          <li key={i} className={styles.repeat} data-playing={isPlaying || undefined} data-repeat-item="">
            {item.clip && (
              <button
                type="button"
                className={styles.repeatPlay}
                aria-pressed={isPlaying}
                onClick={() => item.clip && play(key, item.clip)}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                  <path fill="currentColor" d="M8 5v14l11-7L8 5Z" />
                </svg>
                <span className="visually-hidden">{listenRepeatMessages.play(i + 1)}</span>
              </button>
            )}
            <div>
              <p lang="en" className={styles.repeatSentence}>
                {item.sentence}
              </p>
              <p className={styles.repeatMeaning}>{item.meaning}</p>
            </div>
            {isPlaying && <span className={styles.playingNote}>{listenRepeatMessages.playing}</span>}
          </li>
        );
      })}
    </ol>
  );
}

import type { NotebookWord } from "@awd/core/contract/notebook";
import { sentenceClip } from "@awd/core/review-card";
import { useSentencePlayer } from "@/components/quiz/useSentencePlayer";
import { staticFileUrl } from "@/lib/paths";
import { notebookMessages } from "@/messages/notebook";
import styles from "./Notebook.module.css";

const m = notebookMessages.review;

export interface SentenceSound {
  src: string;
  clip: { startMs: number; endMs: number };
}

/** The stretch of the article's audio that reads the card's sentence, when the article has one the reader may hear. */
export function sentenceSoundOf(
  audio: { url: string; sentences: { text: string; startMs: number; endMs: number }[] } | null | undefined,
  card: NotebookWord,
): SentenceSound | null {
  const clip = audio ? sentenceClip(audio.sentences, card.sentence) : null;
  return audio && clip ? { src: staticFileUrl(audio.url), clip } : null;
}

/** Plays the card's sentence from the article's audio: its start to its end, then stops. */
export function SentenceAudio({ sound }: { sound: SentenceSound }) {
  const { play, playing } = useSentencePlayer(sound.src);
  return (
    <button
      type="button"
      className={styles.secondary}
      aria-pressed={playing !== null}
      onClick={() => play("sentence", sound.clip)}
      data-sentence-audio
    >
      {playing ? m.playingSentence : m.playSentence}
    </button>
  );
}

import type { GlossaryEntry } from "@awd/core/contract/articles";
import { articleMessages } from "@/messages/article";
import styles from "./GlossaryTerm.module.css";

// A glossary word in the text: hover, focus or tap shows its Japanese meaning, with CSS only.
export function GlossaryTerm({ text, entry, id }: { text: string; entry: GlossaryEntry; id: string }) {
  const partOfSpeech = articleMessages.partsOfSpeech[entry.partOfSpeech] ?? entry.partOfSpeech;
  return (
    <span className={styles.term}>
      <button type="button" className={styles.word} aria-describedby={id} data-glossary-word="">
        {text}
      </button>
      <span role="tooltip" id={id} className={styles.tip}>
        <span className={styles.tipWord} lang="en">
          {entry.word}
        </span>
        <span className={styles.partOfSpeech}>{partOfSpeech}</span>
        <span className={styles.meaning} lang="ja">
          {entry.meaning}
        </span>
      </span>
    </span>
  );
}

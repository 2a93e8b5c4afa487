import type { GlossaryEntry } from "@awd/core/contract/articles";
import { articleMessages } from "@/messages/article";
import styles from "./GlossaryTerm.module.css";

// A glossary word or phrase in the text: hover or focus shows its Japanese meaning, with CSS only.
// A tap opens the word popover on the whole of it (data-glossary-word holds its entry's place in
// the article's glossary), which shows the same meaning with 保存; the tooltip steps aside for it.
export function GlossaryTerm({
  text,
  entry,
  term,
  id,
}: {
  text: string;
  entry: GlossaryEntry;
  /** the entry's index in the article's glossary */
  term: number;
  id: string;
}) {
  const partOfSpeech = articleMessages.partsOfSpeech[entry.partOfSpeech] ?? entry.partOfSpeech;
  return (
    <span className={styles.term}>
      <button type="button" className={styles.word} aria-describedby={id} data-glossary-word={term}>
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

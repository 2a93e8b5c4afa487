import type { GlossaryEntry } from "@awd/core/contract/articles";
import { articleMessages } from "@/messages/article";
import styles from "./GlossaryList.module.css";

// The article's glossary at the end: word, part of speech, Japanese meaning.
export function GlossaryList({ glossary }: { glossary: GlossaryEntry[] }) {
  if (glossary.length === 0) return null;
  return (
    <section className={styles.glossary} aria-labelledby="glossary-heading">
      <h2 id="glossary-heading" className={styles.heading}>
        {articleMessages.glossary}
      </h2>
      <dl className={styles.list}>
        {glossary.map((entry) => (
          <div key={entry.word} className={styles.entry}>
            <dt lang="en" className={styles.word}>
              {entry.word}
            </dt>
            <dd className={styles.meaning}>
              <span className={styles.partOfSpeech}>
                {articleMessages.partsOfSpeech[entry.partOfSpeech] ?? entry.partOfSpeech}
              </span>
              {entry.meaning}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

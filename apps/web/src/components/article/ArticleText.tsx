import { Fragment } from "react";
import { annotateParagraphs, sentenceKey } from "@/lib/annotate";
import type { Bilingual, GlossaryEntry } from "@/lib/api-types";
import { articleMessages } from "@/messages";
import styles from "./ArticleText.module.css";
import { GlossaryTerm } from "./GlossaryTerm";

// The English text, sentence by sentence (the audio player highlights and plays them by their
// data-sentence key), each paragraph followed by its Japanese translation behind a toggle that
// works without JavaScript. The first use of each glossary word shows its meaning on hover or tap.
// Paragraph 0 is the lead, which everyone may read; the body follows when the reader has access.
// A plain component, so the same markup can later be rendered in the browser for paid text.
export function ArticleText({
  paragraphs,
  glossary,
  hasAudio,
}: {
  paragraphs: Bilingual[];
  glossary: GlossaryEntry[];
  hasAudio: boolean;
}) {
  const annotated = annotateParagraphs(
    paragraphs.map((p) => p.en),
    glossary,
  );
  return (
    <div className={styles.text} data-article-text="" data-has-audio={hasAudio || undefined}>
      {annotated.map((sentences, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs never move
        <div key={p} className={p === 0 ? styles.lead : styles.paragraph}>
          <p lang="en" className={styles.english}>
            {sentences.map((sentence) => (
              <Fragment key={sentence.index}>
                <span className={styles.sentence} data-sentence={sentenceKey(p, sentence.index)}>
                  {sentence.segments.map((segment, i) =>
                    segment.term === undefined ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
                      <Fragment key={i}>{segment.text}</Fragment>
                    ) : (
                      <GlossaryTerm
                        // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
                        key={i}
                        text={segment.text}
                        entry={glossary[segment.term] as GlossaryEntry}
                        id={`glossary-term-${segment.term}`}
                      />
                    ),
                  )}
                </span>{" "}
              </Fragment>
            ))}
          </p>
          <details className={styles.translation} data-translation="">
            <summary className={styles.toggle}>{articleMessages.showTranslation}</summary>
            <p lang="ja" className={styles.japanese}>
              {paragraphs[p]?.ja}
            </p>
          </details>
        </div>
      ))}
    </div>
  );
}

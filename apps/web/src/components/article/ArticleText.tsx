import type { Bilingual, GlossaryEntry } from "@awd/core/contract/articles";
import { Fragment } from "react";
import {
  type AnnotatedSentence,
  annotateParagraphs,
  dictatedSentences,
  type Segment,
  sentenceKey,
} from "@/lib/annotate";
import { articleMessages } from "@/messages/article";
import { notebookMessages } from "@/messages/notebook";
import styles from "./ArticleText.module.css";
import { DictatedSentence } from "./DictatedSentence.island";
import { GlossaryTerm } from "./GlossaryTerm";
import { WordLookup } from "./WordLookup.island";

const wordLookupHintId = "word-lookup-hint";

/** A glossary word and the punctuation after it, which never part at a line's end. */
function MarkedWord({ segment, glossary }: { segment: Segment & { term: number }; glossary: GlossaryEntry[] }) {
  const term = (
    <GlossaryTerm
      text={segment.text}
      entry={glossary[segment.term] as GlossaryEntry}
      term={segment.term}
      id={`glossary-term-${segment.term}`}
    />
  );
  if (!segment.after) return term;
  return (
    <span className={styles.unbroken}>
      {term}
      {segment.after}
    </span>
  );
}

function SentenceWords({ sentence, glossary }: { sentence: AnnotatedSentence; glossary: GlossaryEntry[] }) {
  return sentence.segments.map((segment, i) =>
    segment.term === undefined ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
      <Fragment key={i}>{segment.text}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
      <MarkedWord key={i} segment={{ ...segment, term: segment.term }} glossary={glossary} />
    ),
  );
}

// The English text, sentence by sentence (the audio player highlights and plays them by their
// data-sentence key), each paragraph followed by its Japanese translation behind a toggle that
// works without JavaScript. The first use of each glossary word shows its meaning on hover or focus.
// Paragraph 0 is the lead, which everyone may read; the body follows when the reader has access.
// The sentences the dictation asks for stay hidden until their item is checked. With the article's
// id, any word can be looked up and saved (WordLookup; a keyboard reaches it by focusing a paragraph),
// and a tap on the text looks up rather than plays (data-word-lookup; articleTextClick in core).
// A plain component, so the same markup can later be rendered in the browser for paid text.
export function ArticleText({
  paragraphs,
  glossary,
  dictation = [],
  hasAudio,
  lookupArticleId,
}: {
  paragraphs: Bilingual[];
  glossary: GlossaryEntry[];
  /** the answers of the page's dictation items, if it has any */
  dictation?: string[];
  hasAudio: boolean;
  /** the article whose words can be looked up and saved */
  lookupArticleId?: number;
}) {
  const annotated = annotateParagraphs(
    paragraphs.map((p) => p.en),
    glossary,
  );
  const dictated = dictatedSentences(annotated, dictation);
  return (
    <div
      className={styles.text}
      data-article-text=""
      data-has-audio={hasAudio || undefined}
      data-word-lookup={lookupArticleId !== undefined || undefined}
    >
      {lookupArticleId !== undefined && (
        <>
          <p id={wordLookupHintId} hidden>
            {notebookMessages.popover.paragraphHint}
          </p>
          <WordLookup articleId={lookupArticleId} glossary={glossary} />
        </>
      )}
      {annotated.map((sentences, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs never move
        <div key={p} className={p === 0 ? styles.lead : styles.paragraph}>
          <p
            lang="en"
            className={styles.english}
            tabIndex={lookupArticleId === undefined ? undefined : 0}
            aria-describedby={lookupArticleId === undefined ? undefined : wordLookupHintId}
          >
            {sentences.map((sentence) => {
              const key = sentenceKey(p, sentence.index);
              const item = dictated.get(key);
              const words = <SentenceWords sentence={sentence} glossary={glossary} />;
              return (
                <Fragment key={sentence.index}>
                  <span className={styles.sentence} data-sentence={key}>
                    {item === undefined ? words : <DictatedSentence item={item}>{words}</DictatedSentence>}
                  </span>{" "}
                </Fragment>
              );
            })}
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

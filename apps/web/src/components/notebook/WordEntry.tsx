import type { ArticleSummary } from "@awd/core/contract/articles";
import type { NotebookWord } from "@awd/core/contract/notebook";
import { formatJapaneseDate, formatJapaneseDateTime } from "@awd/core/dates";
import { useState } from "react";
import { articleHref, withBase } from "@/lib/paths";
import { notebookMessages } from "@/messages/notebook";
import styles from "./Notebook.module.css";
import { WordNote } from "./WordNote";

const m = notebookMessages.wordsPage;

interface WordEntryProps {
  word: NotebookWord;
  article: ArticleSummary | undefined;
  now: number;
  onChanged: (word: NotebookWord) => void;
  onDelete: (word: NotebookWord) => Promise<boolean>;
}

/** One saved word: what it means, where it was met, when it is reviewed next, the note, delete. */
export function WordEntry({ word, article, now, onChanged, onDelete }: WordEntryProps) {
  const due = new Date(word.review.due).getTime();
  return (
    <li className={styles.entry} data-notebook-word={word.word}>
      <div className={styles.entryHead}>
        <h2 className={styles.word} lang="en">
          {word.word}
        </h2>
        {word.lemma.toLowerCase() !== word.word.toLowerCase() && (
          <span className={styles.lemma} lang="en">
            {word.lemma}
          </span>
        )}
        <DeleteWord word={word} onDelete={onDelete} />
      </div>
      <dl className={styles.facts}>
        {word.meaning !== "" && (
          <>
            <dt>{m.meaning}</dt>
            <dd>{word.meaning}</dd>
          </>
        )}
        <dt>{m.sentence}</dt>
        <dd lang="en">{word.sentence}</dd>
        {word.translation && (
          <>
            <dt>{m.translation}</dt>
            <dd>{word.translation}</dd>
          </>
        )}
        <dt>{m.savedAt}</dt>
        <dd>
          <time dateTime={word.createdAt}>{formatJapaneseDate(word.createdAt)}</time>
          {article && (
            <>
              {" "}
              <a href={withBase(articleHref(article.seriesPath, article.id))}>
                {m.article}
                <span className="visually-hidden">: {article.titleJa}</span>
              </a>
            </>
          )}
        </dd>
        <dt>{m.nextReview}</dt>
        <dd data-next-review>
          {due <= now ? m.dueNow : <time dateTime={word.review.due}>{formatJapaneseDateTime(word.review.due)}</time>}
        </dd>
      </dl>
      <WordNote word={word} onSaved={onChanged} />
    </li>
  );
}

/** Delete asks once more in place: a word's review record goes with it and cannot come back. */
function DeleteWord({ word, onDelete }: { word: NotebookWord; onDelete: (word: NotebookWord) => Promise<boolean> }) {
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        className={styles.quiet}
        aria-label={m.deleteLabel(word.word)}
        onClick={() => setAsking(true)}
      >
        {m.delete}
      </button>
    );
  return (
    <fieldset className={styles.confirm}>
      <legend>{m.deleteConfirm(word.word)}</legend>
      <button
        type="button"
        className={styles.danger}
        disabled={deleting}
        onClick={async () => {
          setDeleting(true);
          if (!(await onDelete(word))) setDeleting(false);
        }}
      >
        {m.deleteYes}
      </button>
      <button type="button" className={styles.secondary} onClick={() => setAsking(false)}>
        {m.deleteNo}
      </button>
    </fieldset>
  );
}

import { notebookLimits } from "@awd/core/constants";
import type { NotebookWord } from "@awd/core/contract/notebook";
import { characterCount } from "@awd/core/text-length";
import { type FormEvent, useId, useState } from "react";
import { ApiRequestError } from "@/lib/api-client";
import { notebookMessages } from "@/messages/notebook";
import styles from "./Notebook.module.css";
import { saveNote } from "./notebook-api";

const m = notebookMessages.wordsPage;
const max = notebookLimits.noteMaxLength;

type Outcome = { ok: boolean; text: string } | null;

/** The reader's own note on a word: edited in place, saved on demand, 500 characters at most. */
export function WordNote({ word, onSaved }: { word: NotebookWord; onSaved: (word: NotebookWord) => void }) {
  const [note, setNote] = useState(word.note);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputId = useId();
  const countId = useId();
  const count = characterCount(note);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await saveNote(word.id, note);
      setNote(saved.note);
      setOutcome({ ok: true, text: m.noteSaved });
      onSaved(saved);
    } catch (error) {
      // The API's 422 names the field in English; the reader is told the limit in Japanese.
      const tooLong = error instanceof ApiRequestError && error.status === 422;
      setOutcome({ ok: false, text: tooLong ? m.noteTooLong(max) : m.noteFailed });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className={styles.note} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.noteLabel}>
        {m.noteLabel(word.word)}
      </label>
      <textarea
        id={inputId}
        className={styles.noteInput}
        value={note}
        rows={2}
        aria-describedby={countId}
        aria-invalid={outcome?.ok === false}
        onChange={(event) => {
          setNote(event.target.value);
          setOutcome(null);
        }}
      />
      <div className={styles.noteBar}>
        <span id={countId} className={count > max ? styles.error : styles.faint}>
          {m.noteCount(count, max)}
        </span>
        <button type="submit" className={styles.secondary} disabled={saving || note === word.note}>
          {saving ? m.noteSaving : m.noteSave}
        </button>
      </div>
      <p role="status" className={outcome?.ok === false ? styles.error : styles.done}>
        {outcome?.text ?? ""}
      </p>
    </form>
  );
}

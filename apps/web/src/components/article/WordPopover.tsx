import type { GlossaryEntry } from "@awd/core/contract/articles";
import type { DictionaryEntry } from "@awd/core/contract/dictionary";
import type { SaveWordRequest } from "@awd/core/contract/notebook";
import { glossaryEntryFor } from "@awd/core/glossary-entry";
import { isLookupWord, normaliseLookupWord } from "@awd/core/lookup-word";
import { selectPhrase } from "@awd/core/phrase-selection";
import { type ReadingSentence, readingSentences, type TappableWord, wordAt } from "@awd/core/reading-words";
import { failedStatus } from "@awd/core/request-failure";
import { type CSSProperties, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { publicConfig } from "@/auth/public-config";
import { sessionActions, useSession } from "@/auth/session-store";
import { requestApi } from "@/lib/api-client";
import { notebookMessages } from "@/messages/notebook";
import { type ParagraphText, paragraphText } from "@/notebook/paragraph-text";
import { type SaveOutcome, saveWord } from "@/notebook/save-word";
import { keepWord, signInWordKey } from "@/notebook/word-queue";
import type { LookupRequest } from "./WordLookupListener";
import styles from "./WordPopover.module.css";
import { keepWordAboveSheet } from "./word-sheet-placement";

// docs/product/word-lookup.md#the-word-popover: the word (or the selected phrase), its dictionary
// form, the article's glossary entry or the dictionary's senses, its sentence and the paragraph's
// translation, with 保存. A non-modal dialog: Escape or 閉じる closes it and gives focus back.

const { popover: messages, save: saveMessages } = notebookMessages;
const HIGHLIGHT = "word-lookup";
const SHOWN_SENSES = 3;

interface Target {
  /** The word or phrase as written */
  text: string;
  start: number;
  end: number;
  sentence: string;
  /** The position of a single word among the paragraph's words; phrases have none */
  wordIndex?: number;
}

type Found = { kind: "target"; target: Target } | { kind: "problem"; problem: string } | { kind: "none" };

type Lookup =
  | { kind: "loading" }
  | { kind: "found"; entry: DictionaryEntry }
  | { kind: "no-entry" }
  | { kind: "failed"; status?: number };

type Saving = { kind: "idle" } | { kind: "saving" } | { kind: "sign-in" } | SaveOutcome;

const lookups = new Map<string, Promise<Lookup>>();

/** The dictionary's answer for a normalised word, asked without credentials so it may be cached. */
function lookUp(word: string): Promise<Lookup> {
  const known = lookups.get(word);
  if (known) return known;
  const asked = requestApi<DictionaryEntry>(`${publicConfig.readApiUrl}/dictionary?${new URLSearchParams({ word })}`, {
    credentials: "omit",
  }).then(
    (entry): Lookup => ({ kind: "found", entry }),
    (error): Lookup => {
      const status = failedStatus(error);
      if (status !== 404) lookups.delete(word);
      return status === 404 ? { kind: "no-entry" } : { kind: "failed", status };
    },
  );
  lookups.set(word, asked);
  return asked;
}

interface PlacedWord {
  word: TappableWord;
  sentence: ReadingSentence;
}

const wordsOf = (text: string): PlacedWord[] =>
  readingSentences(text).flatMap((sentence) => sentence.words.map((word) => ({ word, sentence })));

function wordTarget(words: PlacedWord[], index: number): Found {
  const found = words[index];
  if (!found) return { kind: "none" };
  return { kind: "target", target: { ...found.word, sentence: found.sentence.text, wordIndex: index } };
}

/** What the tap, the selection or the keyboard asks for: a word, a phrase, or why it cannot be one. */
function find(request: LookupRequest, text: ParagraphText, words: PlacedWord[]): Found {
  const { selection, caret, target } = request;
  const glossaryWord = target.closest("[data-glossary-word]");
  if (!selection && glossaryWord) {
    const at = text.offsetOf(glossaryWord, 0);
    return wordTarget(
      words,
      words.findIndex((w) => w.word.start >= at),
    );
  }
  if (!selection) {
    if (!caret) return wordTarget(words, 0);
    const tapped = wordAt(text.text, text.offsetOf(caret.node, caret.offset));
    return tapped
      ? wordTarget(
          words,
          words.findIndex((w) => w.word.start === tapped.word.start),
        )
      : { kind: "none" };
  }
  const from = text.offsetOf(selection.startContainer, selection.startOffset);
  const to = text.offsetOf(selection.endContainer, selection.endOffset);
  const touched = words.flatMap((w, i) => (w.word.start < to && from < w.word.end ? [i] : []));
  if (touched.length === 1) return wordTarget(words, touched[0] as number);
  const selected = selectPhrase(text.text, from, to);
  if (!selected.ok) return { kind: "problem", problem: messages.phraseProblems[selected.reason] ?? "" };
  const start = words[touched[0] as number]?.word.start ?? from;
  return {
    kind: "target",
    target: {
      text: selected.value.phrase,
      start,
      end: start + selected.value.phrase.length,
      sentence: selected.value.sentence,
    },
  };
}

/** The paragraph's translation, when the page holds it (the reader may see it). */
const translationOf = (paragraph: HTMLElement) =>
  paragraph.parentElement?.querySelector("[data-translation] [lang=ja]")?.textContent?.trim() || null;

const senseLine = (sense: DictionaryEntry["senses"][number]) =>
  `${messages.partsOfSpeech[sense.partOfSpeech] ?? sense.partOfSpeech}: ${sense.gloss}`;

/** The popover's width on a wide screen (20rem, WordPopover.module.css) and its margin from the window's edge. */
const POPOVER_WIDTH_PX = 320;
const EDGE_PX = 8;

/** Under the word, kept inside the window (CSS puts it at the bottom of a phone's screen instead). */
function placeNear(range: Range): CSSProperties {
  const rect = range.getBoundingClientRect();
  return {
    "--popover-top": `${rect.bottom + window.scrollY + EDGE_PX}px`,
    "--popover-left": `${Math.max(EDGE_PX, Math.min(rect.left + window.scrollX, window.scrollX + window.innerWidth - POPOVER_WIDTH_PX - 2 * EDGE_PX))}px`,
  } as CSSProperties;
}

export function WordPopover({
  request,
  articleId,
  glossary,
  onClose,
}: {
  request: LookupRequest;
  articleId: number;
  glossary: GlossaryEntry[];
  onClose: () => void;
}) {
  const text = useMemo(() => paragraphText(request.paragraph), [request]);
  const words = useMemo(() => wordsOf(text.text), [text]);
  const [found, setFound] = useState<Found>(() => find(request, text, words));
  const [lookup, setLookup] = useState<Lookup>({ kind: "loading" });
  const [saving, setSaving] = useState<Saving>({ kind: "idle" });
  const dialog = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const session = useSession();

  useEffect(() => setFound(find(request, text, words)), [request, text, words]);

  const target = found.kind === "target" ? found.target : null;
  const normalised = target ? normaliseLookupWord(target.text) : "";

  useEffect(() => {
    setSaving({ kind: "idle" });
    if (!normalised) return;
    if (!isLookupWord(normalised)) return setLookup({ kind: "no-entry" });
    let stale = false;
    setLookup({ kind: "loading" });
    lookUp(normalised).then((answer) => {
      if (!stale) setLookup(answer);
    });
    return () => {
      stale = true;
    };
  }, [normalised]);

  const range = useMemo(() => target && text.rangeOf(target.start, target.end), [target, text]);
  useEffect(() => {
    if (!range || typeof Highlight === "undefined") return;
    CSS.highlights.set(HIGHLIGHT, new Highlight(range));
    return () => void CSS.highlights.delete(HIGHLIGHT);
  }, [range]);

  const ready = found.kind !== "target" || lookup.kind !== "loading";
  useEffect(() => {
    if (ready) dialog.current?.setAttribute("data-open-ms", String(Math.round(performance.now() - request.startedAt)));
  }, [ready, request]);

  useEffect(() => {
    dialog.current?.focus({ preventScroll: true });
  }, []);

  // On a phone the sheet along the bottom must not hide the word: its height is known once it shows its answer.
  useLayoutEffect(() => {
    if (range && ready && dialog.current) keepWordAboveSheet(range, dialog.current);
  }, [range, ready]);

  const close = useCallback(() => {
    onClose();
    const { opener, paragraph } = request;
    (opener instanceof HTMLElement && opener !== document.body ? opener : paragraph).focus({ preventScroll: true });
  }, [onClose, request]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onPointerDown = (event: PointerEvent) => {
      const inside = event.target instanceof Node && dialog.current?.contains(event.target);
      if (!inside && !(event.target as Element).closest?.("[data-article-text] p[lang=en]")) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [close]);

  if (found.kind === "none") return null;

  const lemma = lookup.kind === "found" ? lookup.entry.lemma : normalised;
  const entry = target ? glossaryEntryFor(glossary, target.text, lemma) : undefined;
  const senses = lookup.kind === "found" ? lookup.entry.senses.slice(0, SHOWN_SENSES) : [];
  const meaning = entry ? entry.meaning : senses.map(senseLine).join(" / ");
  const translation = translationOf(request.paragraph);

  const step = (by: number) => {
    if (target?.wordIndex !== undefined && words[target.wordIndex + by])
      setFound(wordTarget(words, target.wordIndex + by));
  };

  const onDialogKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
  };

  const save = async () => {
    if (!target) return;
    const word: SaveWordRequest = {
      word: target.text,
      lemma: lemma || target.text,
      meaning,
      sentence: target.sentence,
      translation,
      articleId,
    };
    if (session.status !== "signed-in") {
      keepWord(sessionStorage, signInWordKey, word);
      return setSaving({ kind: "sign-in" });
    }
    setSaving({ kind: "saving" });
    setSaving(await saveWord(word));
  };

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={styles.popover}
      style={range ? placeNear(range) : undefined}
      onKeyDown={onDialogKeyDown}
      data-word-popover=""
      data-state={ready ? "ready" : "loading"}
    >
      {found.kind === "problem" ? (
        <p id={headingId} className={styles.problem}>
          {found.problem}
        </p>
      ) : (
        target && (
          <>
            <h2 id={headingId} className={styles.word} lang="en">
              {target.text}
            </h2>
            <dl className={styles.facts}>
              <dt>{messages.dictionaryForm}</dt>
              <dd lang="en" data-lemma="">
                {lookup.kind === "loading" ? "…" : lemma}
              </dd>
              {entry ? (
                <>
                  <dt>{messages.glossary}</dt>
                  <dd lang="ja" data-meaning="">
                    {entry.meaning}
                  </dd>
                </>
              ) : (
                <>
                  <dt>{messages.dictionary}</dt>
                  <dd data-meaning="">
                    {lookup.kind === "loading" && messages.loading}
                    {lookup.kind === "no-entry" && messages.noEntry}
                    {lookup.kind === "failed" && messages.lookupFailed(lookup.status)}
                    {senses.length > 0 && (
                      <ol className={styles.senses} lang="en">
                        {senses.map((sense) => (
                          <li key={`${sense.partOfSpeech}-${sense.gloss}`}>
                            <span className={styles.partOfSpeech} lang="ja">
                              {messages.partsOfSpeech[sense.partOfSpeech] ?? sense.partOfSpeech}
                            </span>{" "}
                            {sense.gloss}
                          </li>
                        ))}
                      </ol>
                    )}
                  </dd>
                </>
              )}
              <dt>{messages.sentence}</dt>
              <dd lang="en" className={styles.sentence} data-popover-sentence="">
                {target.sentence}
              </dd>
              {translation && (
                <>
                  <dt>{messages.translation}</dt>
                  <dd lang="ja" className={styles.translation}>
                    {translation}
                  </dd>
                </>
              )}
            </dl>
            {/* While the session is still being renewed, a signed-in reader must not be asked to sign in. */}
            <SaveArea saving={saving} onSave={save} waiting={session.status === "loading"} />
          </>
        )
      )}
      <div className={styles.actions}>
        {target?.wordIndex !== undefined && (
          <>
            <button type="button" className={styles.textButton} onClick={() => step(-1)}>
              ← {messages.previousWord}
            </button>
            <button type="button" className={styles.textButton} onClick={() => step(1)}>
              {messages.nextWord} →
            </button>
          </>
        )}
        <button type="button" className={styles.textButton} onClick={close}>
          {messages.close}
        </button>
      </div>
    </div>,
    document.body,
  );
}

function SaveArea({ saving, onSave, waiting }: { saving: Saving; onSave: () => void; waiting: boolean }) {
  const done = saving.kind === "saved" || saving.kind === "already-kept" || saving.kind === "queued";
  const status = {
    idle: "",
    saving: saveMessages.saving,
    saved: saveMessages.saved,
    "already-kept": saveMessages.alreadyKept,
    queued: saveMessages.queued,
    failed: saving.kind === "failed" ? saveMessages.failed(saving.status) : "",
    "sign-in": "",
  }[saving.kind];
  return (
    <div className={styles.save}>
      {saving.kind === "sign-in" ? (
        <div className={styles.signIn}>
          <p className={styles.signInTitle}>{saveMessages.signInTitle}</p>
          <p>{saveMessages.signInReason}</p>
          <button
            type="button"
            className={styles.saveButton}
            onClick={() => void sessionActions().then((actions) => actions.login())}
          >
            {saveMessages.signIn}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={styles.saveButton}
          onClick={onSave}
          disabled={done || waiting || saving.kind === "saving"}
        >
          {saveMessages.save}
        </button>
      )}
      <p role="status" className={saving.kind === "failed" ? styles.failed : styles.status}>
        {status}
      </p>
    </div>
  );
}

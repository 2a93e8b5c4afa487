import type { GlossaryEntry } from "@awd/core/contract/articles";
import type { DictionaryEntry } from "@awd/core/contract/dictionary";
import type { SaveWordRequest } from "@awd/core/contract/notebook";
import { glossaryEntryFor } from "@awd/core/glossary-entry";
import {
  type LookupAsk,
  type LookupFound,
  type LookupTarget,
  lookupTarget,
  steppedTarget,
} from "@awd/core/lookup-target";
import { isLookupWord, normaliseLookupWord } from "@awd/core/lookup-word";
import { failedStatus } from "@awd/core/request-failure";
import { type CSSProperties, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { publicConfig } from "@/auth/public-config";
import { sessionActions, useSession } from "@/auth/session-store";
import { requestApi } from "@/lib/api-client";
import { askToPlaySentence } from "@/lib/play-sentence";
import { notebookMessages } from "@/messages/notebook";
import { type ParagraphText, paragraphText } from "@/notebook/paragraph-text";
import { type SaveOutcome, saveWord } from "@/notebook/save-word";
import { keepWord, signInWordKey } from "@/notebook/word-queue";
import type { LookupRequest } from "./WordLookupListener";
import styles from "./WordPopover.module.css";
import { keepWordAboveSheet } from "./word-sheet-placement";

// docs/product/word-lookup.md#the-word-popover: the word (or the selected phrase, or the glossary
// phrase tapped), its dictionary form, the article's glossary entry or the dictionary's senses, its
// sentence (with この文を聞く when the article has audio) and the paragraph's translation, with 保存.
// A non-modal dialog: Escape or 閉じる closes it and gives focus back.

const { popover: messages, save: saveMessages } = notebookMessages;
const HIGHLIGHT = "word-lookup";
const SHOWN_SENSES = 3;

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

type Found = { kind: "target"; target: LookupTarget } | { kind: "problem"; problem: string } | { kind: "none" };

/** The tap, the selection or the keyboard, in offsets of the paragraph's text (LookupAsk). */
function askOf(request: LookupRequest, text: ParagraphText, glossary: GlossaryEntry[]): LookupAsk {
  const { selection, caret, target } = request;
  const glossaryWord = target.closest<HTMLElement>("[data-glossary-word]");
  const entry = glossary[Number(glossaryWord?.dataset.glossaryWord)];
  if (!selection && glossaryWord && entry) {
    const start = text.offsetOf(glossaryWord, 0);
    return { kind: "glossary", start, end: start + (glossaryWord.textContent ?? "").length, entry };
  }
  if (selection)
    return {
      kind: "selection",
      from: text.offsetOf(selection.startContainer, selection.startOffset),
      to: text.offsetOf(selection.endContainer, selection.endOffset),
    };
  return caret ? { kind: "caret", offset: text.offsetOf(caret.node, caret.offset) } : { kind: "first" };
}

/** What the reader asked for: a word, a phrase, or why it cannot be one (in the reader's words). */
function find(request: LookupRequest, text: ParagraphText, glossary: GlossaryEntry[]): Found {
  const found: LookupFound = lookupTarget(text.text, askOf(request, text, glossary));
  return found.kind === "problem" ? { kind: "problem", problem: messages.phraseProblems[found.problem] ?? "" } : found;
}

/** The key of the sentence (data-sentence) a range of the text stands in, when the article has audio. */
function sentenceToPlay(paragraph: HTMLElement, range: Range | null): string | undefined {
  if (!range || !paragraph.closest("[data-article-text][data-has-audio]")) return undefined;
  const node = range.startContainer;
  return (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>("[data-sentence]")?.dataset
    .sentence;
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
  const [found, setFound] = useState<Found>(() => find(request, text, glossary));
  const [lookup, setLookup] = useState<Lookup>({ kind: "loading" });
  const [saving, setSaving] = useState<Saving>({ kind: "idle" });
  const dialog = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const session = useSession();

  useEffect(() => setFound(find(request, text, glossary)), [request, text, glossary]);

  const target = found.kind === "target" ? found.target : null;
  const normalised = target ? normaliseLookupWord(target.text) : "";
  // A glossary word or phrase of the text means what its entry says. A phrase's headword is its
  // dictionary form, and the dictionary (which holds words) is not asked.
  const marked = target?.glossary;
  const markedPhrase = marked && target?.wordIndex === undefined ? marked : undefined;

  useEffect(() => {
    setSaving({ kind: "idle" });
    if (!normalised) return;
    if (markedPhrase) return setLookup({ kind: "no-entry" });
    if (!isLookupWord(normalised)) return setLookup({ kind: "no-entry" });
    let stale = false;
    setLookup({ kind: "loading" });
    lookUp(normalised).then((answer) => {
      if (!stale) setLookup(answer);
    });
    return () => {
      stale = true;
    };
  }, [normalised, markedPhrase]);

  const range = useMemo(() => target && text.rangeOf(target.start, target.end), [target, text]);
  useEffect(() => {
    if (!range || typeof Highlight === "undefined") return;
    CSS.highlights.set(HIGHLIGHT, new Highlight(range));
    return () => void CSS.highlights.delete(HIGHLIGHT);
  }, [range]);

  const ready = found.kind !== "target" || Boolean(markedPhrase) || lookup.kind !== "loading";
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

  const lemma = markedPhrase ? markedPhrase.word : lookup.kind === "found" ? lookup.entry.lemma : normalised;
  const entry = marked ?? (target ? glossaryEntryFor(glossary, target.text, lemma) : undefined);
  const senses = lookup.kind === "found" ? lookup.entry.senses.slice(0, SHOWN_SENSES) : [];
  const meaning = entry ? entry.meaning : senses.map(senseLine).join(" / ");
  const translation = translationOf(request.paragraph);
  const sentenceKey = sentenceToPlay(request.paragraph, range);

  const step = (by: number) => {
    const next = target && steppedTarget(text.text, target, by);
    if (next) setFound({ kind: "target", target: next });
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
                {lookup.kind === "loading" && !markedPhrase ? "…" : lemma}
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
              <dd className={styles.sentence}>
                <span lang="en" data-popover-sentence="">
                  {target.sentence}
                </span>
                {sentenceKey && (
                  <button
                    type="button"
                    className={`${styles.textButton} ${styles.listen}`}
                    onClick={() => askToPlaySentence(sentenceKey)}
                  >
                    <span aria-hidden="true">▶ </span>
                    {messages.listen}
                  </button>
                )}
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

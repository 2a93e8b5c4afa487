import type { GlossaryEntry } from "@awd/core/contract/articles";
import type { SaveWordRequest } from "@awd/core/contract/notebook";
import {
  type LookupAsk,
  type LookupFound,
  type LookupTarget,
  lookupTarget,
  steppedTarget,
} from "@awd/core/lookup-target";
import { type CSSProperties, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { dictionaryLookUpRoute } from "@/api/dictionary.generated";
import { publicConfig } from "@/auth/public-config";
import { sessionActions, useSession } from "@/auth/session-store";
import { requestRoute } from "@/lib/api-client";
import { askToPlaySentence } from "@/lib/play-sentence";
import { notebookMessages } from "@/messages/notebook";
import { type ParagraphText, paragraphText } from "@/notebook/paragraph-text";
import { saveWord } from "@/notebook/save-word";
import { keepWord, signInWordKey } from "@/notebook/word-queue";
import { type Lookup, lookupCache, lookupPlan } from "./dictionary-lookups";
import type { LookupRequest } from "./WordLookupListener";
import styles from "./WordPopover.module.css";
import { popoverPosition } from "./word-popover-position";
import { popoverWord, type Saving, saveView } from "./word-popover-view";
import { keepWordAboveSheet } from "./word-sheet-placement";

// docs/product/word-lookup.md#the-word-popover: the word (or the selected phrase, or the glossary
// phrase tapped), its dictionary form, the article's glossary entry or the dictionary's senses, its
// sentence (with この文を聞く when the article has audio) and the paragraph's translation, with 保存.
// A non-modal dialog: Escape or 閉じる closes it and gives focus back.

const { popover: messages, save: saveMessages } = notebookMessages;
const HIGHLIGHT = "word-lookup";

/** The dictionary's answer for a normalised word, asked without credentials so it may be cached. */
const lookUp = lookupCache((word) =>
  requestRoute(publicConfig.readApiUrl, dictionaryLookUpRoute, { query: { word }, credentials: "omit" }),
);

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

/** Under the word, kept inside the window (CSS puts it at the bottom of a phone's screen instead). */
function placeNear(range: Range): CSSProperties {
  const { bottom, left } = range.getBoundingClientRect();
  const { scrollX, scrollY, innerWidth } = window;
  const position = popoverPosition({ bottom, left, scrollX, scrollY, innerWidth });
  return { "--popover-top": `${position.top}px`, "--popover-left": `${position.left}px` } as CSSProperties;
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
  const word = target && popoverWord(target, lookup, glossary);
  const normalised = word?.normalised ?? "";
  const markedPhrase = word?.markedPhrase;

  useEffect(() => {
    setSaving({ kind: "idle" });
    const plan = lookupPlan(normalised, Boolean(markedPhrase));
    if (plan === "nothing") return;
    if (plan === "no-entry") return setLookup({ kind: "no-entry" });
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

  const ready = !word || word.ready;
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
    if (!target || !word) return;
    const saved: SaveWordRequest = {
      word: target.text,
      lemma: word.lemma || target.text,
      meaning: word.savedMeaning,
      sentence: target.sentence,
      translation,
      articleId,
    };
    if (session.status !== "signed-in") {
      keepWord(sessionStorage, signInWordKey, saved);
      return setSaving({ kind: "sign-in" });
    }
    setSaving({ kind: "saving" });
    setSaving(await saveWord(saved));
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
        target &&
        word && (
          <>
            <h2 id={headingId} className={styles.word} lang="en">
              {target.text}
            </h2>
            <dl className={styles.facts}>
              <dt>{messages.dictionaryForm}</dt>
              <dd lang="en" data-lemma="">
                {word.shownLemma}
              </dd>
              {word.meaning.kind === "glossary" ? (
                <>
                  <dt>{messages.glossary}</dt>
                  <dd lang="ja" data-meaning="">
                    {word.meaning.meaning}
                  </dd>
                </>
              ) : (
                <>
                  <dt>{messages.dictionary}</dt>
                  <dd data-meaning="">
                    {word.meaning.note}
                    {word.meaning.senses.length > 0 && (
                      <ol className={styles.senses} lang="en">
                        {word.meaning.senses.map((sense) => (
                          <li key={`${sense.partOfSpeech}-${sense.gloss}`}>
                            <span className={styles.partOfSpeech} lang="ja">
                              {sense.partOfSpeech}
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
  const view = saveView(saving, waiting);
  return (
    <div className={styles.save}>
      {view.asksSignIn ? (
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
        <button type="button" className={styles.saveButton} onClick={onSave} disabled={!view.canSave}>
          {saveMessages.save}
        </button>
      )}
      <p role="status" className={view.failed ? styles.failed : styles.status}>
        {view.status}
      </p>
    </div>
  );
}

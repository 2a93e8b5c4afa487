"use client";

import type { GlossaryEntry } from "@awd/core/contract/articles";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSession } from "@/auth/session-store";
import { offlineQueueKey, signInWordKey } from "@/notebook/word-queue";

// docs/product/word-lookup.md#the-word-popover: the one listener of the article text. A tap, a
// click, a selection or Enter on a paragraph opens the popover; its code (and the code that sends
// words kept while offline or through sign-in) loads on first use, never on first paint.
const WordPopover = lazy(() => import("./WordPopover").then((m) => ({ default: m.WordPopover })));
const KeptWordsSender = lazy(() => import("./KeptWordsSender").then((m) => ({ default: m.KeptWordsSender })));

export interface Caret {
  node: Node;
  offset: number;
}

export interface LookupRequest {
  /** The English paragraph (`p[lang=en]` of the article text). */
  paragraph: HTMLElement;
  from: Caret;
  to: Caret;
  /** Enter on the paragraph: the popover starts at its first word. */
  byKeyboard: boolean;
  /** What had focus, to give it back on close. */
  opener: Element | null;
  /** performance.now() of the tap, for the open time. */
  startedAt: number;
}

const PARAGRAPH = "[data-article-text] p[lang=en]";
/** How long a selection must stay still before it is looked up (a finger still dragging its handles). */
const SELECTION_SETTLE_MS = 500;

const paragraphOf = (node: Node | null): HTMLElement | null =>
  (node instanceof Element ? node : node?.parentElement)?.closest<HTMLElement>(PARAGRAPH) ?? null;

function caretAt(x: number, y: number): Caret | null {
  const position = document.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/** The reader's selection when it lies in one English paragraph and is not empty. */
function selectedRequest(): Omit<LookupRequest, "opener" | "startedAt"> | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const paragraph = paragraphOf(range.startContainer);
  if (!paragraph?.contains(range.endContainer)) return null;
  return {
    paragraph,
    from: { node: range.startContainer, offset: range.startOffset },
    to: { node: range.endContainer, offset: range.endOffset },
    byKeyboard: false,
  };
}

const sameRequest = (a: LookupRequest | null, b: Omit<LookupRequest, "opener" | "startedAt">) =>
  a?.from.node === b.from.node &&
  a.from.offset === b.from.offset &&
  a.to.node === b.to.node &&
  a.to.offset === b.to.offset;

const hasKeptWords = () => {
  try {
    return Boolean(localStorage.getItem(offlineQueueKey) || sessionStorage.getItem(signInWordKey));
  } catch {
    return false;
  }
};

export function WordLookup({ articleId, glossary }: { articleId: number; glossary: GlossaryEntry[] }) {
  const [request, setRequest] = useState<LookupRequest | null>(null);
  const current = useRef(request);
  current.current = request;
  const session = useSession();
  const [sendKept, setSendKept] = useState(0);

  useEffect(() => {
    const open = (found: Omit<LookupRequest, "opener" | "startedAt">, startedAt = performance.now()) => {
      if (!sameRequest(current.current, found)) setRequest({ ...found, opener: document.activeElement, startedAt });
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const paragraph = target.closest<HTMLElement>(PARAGRAPH);
      if (!paragraph || target.closest("a")) return;
      const startedAt = performance.now();
      const selected = selectedRequest();
      if (selected) return open(selected, startedAt);
      const glossaryWord = target.closest("[data-glossary-word]");
      if (glossaryWord) {
        const end = { node: glossaryWord, offset: glossaryWord.childNodes.length };
        return open({ paragraph, from: { node: glossaryWord, offset: 0 }, to: end, byKeyboard: false }, startedAt);
      }
      const caret = caretAt(event.clientX, event.clientY);
      if (caret && paragraph.contains(caret.node))
        open({ paragraph, from: caret, to: caret, byKeyboard: false }, startedAt);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const paragraph = event.target as HTMLElement;
      if ((event.key !== "Enter" && event.key !== " ") || !paragraph.matches?.(PARAGRAPH)) return;
      event.preventDefault();
      const start = { node: paragraph, offset: 0 };
      open({ paragraph, from: start, to: start, byKeyboard: true });
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onSelectionChange = () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        const selected = selectedRequest();
        if (selected) open(selected);
      }, SELECTION_SETTLE_MS);
    };
    const onOnline = () => setSendKept((n) => n + 1);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("selectionchange", onSelectionChange);
    window.addEventListener("online", onOnline);
    return () => {
      clearTimeout(settle);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("selectionchange", onSelectionChange);
      window.removeEventListener("online", onOnline);
    };
  }, []);

  const close = () => {
    const opener = request?.opener;
    setRequest(null);
    if (opener instanceof HTMLElement && opener !== document.body) opener.focus();
    else request?.paragraph.focus();
  };

  return (
    <Suspense fallback={null}>
      {request && <WordPopover request={request} articleId={articleId} glossary={glossary} onClose={close} />}
      {session.status === "signed-in" && (sendKept > 0 || hasKeptWords()) && <KeptWordsSender attempt={sendKept} />}
    </Suspense>
  );
}

"use client";

import type { GlossaryEntry } from "@awd/core/contract/articles";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSession } from "@/auth/session-store";
import { offlineQueueKey, signInWordKey } from "@/notebook/kept-word-keys";

// docs/product/word-lookup.md#the-word-popover: the one listener of the article text, on first paint.
// It only notes where the reader tapped, what they selected or which paragraph they pressed Enter
// on; the popover's code (and the code that sends words kept while offline or through sign-in)
// loads on first use.
const WordPopover = lazy(() => import("./WordPopover").then((m) => ({ default: m.WordPopover })));
const KeptWordsSender = lazy(() => import("./KeptWordsSender").then((m) => ({ default: m.KeptWordsSender })));

export interface LookupRequest {
  /** The English paragraph (`p[lang=en]` of the article text). */
  paragraph: HTMLElement;
  /** What was tapped; the paragraph itself for Enter. */
  target: Element;
  /** The caret where a tap landed. */
  caret?: { node: Node; offset: number };
  /** The reader's selection in the paragraph. */
  selection?: Range;
  /** What had focus, to give it back on close. */
  opener: Element | null;
  /** performance.now() of the tap, for the open time. */
  startedAt: number;
}

const PARAGRAPH = "[data-article-text] p[lang=en]";
/** How long a selection must stay still before it is looked up (a finger may still move its handles). */
const SELECTION_SETTLE_MS = 500;

/** The reader's selection, when it is not empty. */
function selected(): Range | undefined {
  const selection = document.getSelection();
  return selection?.rangeCount && !selection.isCollapsed ? selection.getRangeAt(0) : undefined;
}

export function WordLookup({ articleId, glossary }: { articleId: number; glossary: GlossaryEntry[] }) {
  const [request, setRequest] = useState<LookupRequest | null>(null);
  const shown = useRef<Range | undefined>(undefined);
  const session = useSession();
  const [online, setOnline] = useState(0);

  useEffect(() => {
    const open = (target: Element, rest: Partial<LookupRequest>) => {
      const paragraph = target.closest<HTMLElement>(PARAGRAPH);
      const selection = selected();
      if (!paragraph || (selection && !paragraph.contains(selection.commonAncestorContainer))) return;
      if (selection && shown.current && selection.compareBoundaryPoints(Range.START_TO_START, shown.current) === 0)
        if (selection.compareBoundaryPoints(Range.END_TO_END, shown.current) === 0) return;
      shown.current = selection?.cloneRange();
      setRequest({
        paragraph,
        target,
        selection: shown.current,
        opener: document.activeElement,
        startedAt: performance.now(),
        ...rest,
      });
    };
    const onClick = ({ target, clientX, clientY }: MouseEvent) => {
      const position = document.caretPositionFromPoint?.(clientX, clientY);
      const range = position ? undefined : document.caretRangeFromPoint?.(clientX, clientY);
      const caret = position
        ? { node: position.offsetNode, offset: position.offset }
        : range
          ? { node: range.startContainer, offset: range.startOffset }
          : undefined;
      if (target instanceof Element && !target.closest("a")) open(target, { caret });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key === "Enter" || event.key === " ") && (event.target as Element).matches(PARAGRAPH)) {
        event.preventDefault();
        open(event.target as Element, {});
      }
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onSelectionChange = () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        const node = selected()?.commonAncestorContainer;
        const element = node instanceof Element ? node : node?.parentElement;
        if (element) open(element, {});
      }, SELECTION_SETTLE_MS);
    };
    const onOnline = () => setOnline((n) => n + 1);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("selectionchange", onSelectionChange);
    addEventListener("online", onOnline);
    return () => {
      clearTimeout(settle);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("selectionchange", onSelectionChange);
      removeEventListener("online", onOnline);
    };
  }, []);

  let kept = online > 0;
  try {
    kept ||= Boolean(localStorage.getItem(offlineQueueKey) || sessionStorage.getItem(signInWordKey));
  } catch {
    // no storage (the server's render, or a browser that refuses it): nothing was kept
  }
  return (
    <Suspense fallback={null}>
      {request && (
        <WordPopover request={request} articleId={articleId} glossary={glossary} onClose={() => setRequest(null)} />
      )}
      {session.status === "signed-in" && kept && <KeptWordsSender attempt={online} />}
    </Suspense>
  );
}

import type { GlossaryEntry } from "@awd/core/contract/articles";
import { useEffect, useRef, useState } from "react";
import { textClickOf } from "@/lib/text-click";
import { KeptWordsSender } from "./KeptWordsSender";
import { englishParagraph, hasKeptWords } from "./WordLookup.island";
import { WordPopover } from "./WordPopover";

// docs/product/word-lookup.md#the-word-popover: loaded on the reader's first use. Notes where a tap
// landed, what was selected or which paragraph Enter was pressed on, and opens the popover there.

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
  /** When the reader tapped (performance.now() time), for the open time. */
  startedAt: number;
}

/** How long a selection must stay still before it is looked up (a finger may still move its handles). */
const SELECTION_SETTLE_MS = 500;

/** The reader's selection, when it is not empty. */
function selected(): Range | undefined {
  const selection = document.getSelection();
  return selection?.rangeCount && !selection.isCollapsed ? selection.getRangeAt(0) : undefined;
}

function caretAt(x: number, y: number): LookupRequest["caret"] {
  const position = document.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined;
}

export function WordLookupListener({
  first,
  articleId,
  glossary,
}: {
  first: Event;
  articleId: number;
  glossary: GlossaryEntry[];
}) {
  const [request, setRequest] = useState<LookupRequest | null>(null);
  const shown = useRef<Range | undefined>(undefined);
  const [sendKept, setSendKept] = useState(0);

  useEffect(() => {
    const open = (target: Element, startedAt: number, caret?: LookupRequest["caret"]) => {
      const paragraph = target.closest<HTMLElement>(englishParagraph);
      const selection = selected();
      if (!paragraph || (selection && !paragraph.contains(selection.commonAncestorContainer))) return;
      // A selection made with the mouse is seen twice: by its click and when it settles.
      const same = (how: number) => shown.current && selection?.compareBoundaryPoints(how, shown.current) === 0;
      if (same(Range.START_TO_START) && same(Range.END_TO_END)) return;
      shown.current = selection?.cloneRange();
      setRequest({ paragraph, target, caret, selection: shown.current, opener: document.activeElement, startedAt });
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const handle = (event: Event) => {
      if (event instanceof MouseEvent && event.type === "click") {
        const target = event.target as Element;
        if (textClickOf(target) === "look-up") open(target, event.timeStamp, caretAt(event.clientX, event.clientY));
      } else if (event instanceof KeyboardEvent) {
        if ((event.key === "Enter" || event.key === " ") && (event.target as Element).matches(englishParagraph)) {
          event.preventDefault();
          open(event.target as Element, event.timeStamp);
        }
      } else if (event.type === "selectionchange") {
        clearTimeout(settle);
        settle = setTimeout(() => {
          const node = selected()?.commonAncestorContainer;
          const element = node instanceof Element ? node : node?.parentElement;
          if (element) open(element, performance.now());
        }, SELECTION_SETTLE_MS);
      } else if (hasKeptWords()) {
        setSendKept((n) => n + 1);
      }
    };
    const listening = new AbortController();
    for (const type of ["click", "keydown", "selectionchange"])
      document.addEventListener(type, handle, { signal: listening.signal });
    addEventListener("online", handle, { signal: listening.signal });
    handle(first);
    if (first.type !== "online") handle(new Event("online"));
    return () => {
      clearTimeout(settle);
      listening.abort();
    };
  }, [first]);

  return (
    <>
      {request && (
        <WordPopover request={request} articleId={articleId} glossary={glossary} onClose={() => setRequest(null)} />
      )}
      {sendKept > 0 && <KeptWordsSender attempt={sendKept} />}
    </>
  );
}

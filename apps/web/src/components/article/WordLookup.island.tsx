"use client";

import type { GlossaryEntry } from "@awd/core/contract/articles";
import { lazy, Suspense, useEffect, useState } from "react";
import { offlineQueueKey, signInWordKey } from "@/notebook/kept-word-keys";

// docs/product/word-lookup.md#the-word-popover: all the article's first paint carries of the word
// popover. It waits for the first tap, selection or Enter on the English text (or for words kept
// to send), then loads the listener that does the rest and hands it that first event.
const WordLookupListener = lazy(() => import("./WordLookupListener").then((m) => ({ default: m.WordLookupListener })));

export const englishParagraph = "[data-article-text] p[lang=en]";

const inEnglish = (node: Node | null | undefined) =>
  Boolean((node instanceof Element ? node : node?.parentElement)?.closest(englishParagraph));

export const hasKeptWords = () => {
  try {
    return Boolean(localStorage.getItem(offlineQueueKey) || sessionStorage.getItem(signInWordKey));
  } catch {
    return false;
  }
};

/** Whether an event is the reader's first use of the popover, or a sign that kept words can be sent. */
function wakes(event: Event): boolean {
  if (event.type === "online") return hasKeptWords();
  if (event.type === "selectionchange") return inEnglish(document.getSelection()?.anchorNode);
  if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return false;
  return inEnglish(event.target as Node);
}

export function WordLookup(props: { articleId: number; glossary: GlossaryEntry[] }) {
  const [first, setFirst] = useState<Event | null>(null);

  useEffect(() => {
    if (hasKeptWords()) return setFirst(new Event("online"));
    const listening = new AbortController();
    const wake = (event: Event) => {
      if (!wakes(event)) return;
      // Enter and Space open the popover, never scroll the page.
      if (event.type === "keydown") event.preventDefault();
      listening.abort();
      setFirst(event);
    };
    for (const type of ["click", "keydown", "selectionchange"])
      document.addEventListener(type, wake, { signal: listening.signal });
    addEventListener("online", wake, { signal: listening.signal });
    return () => listening.abort();
  }, []);

  return (
    first && (
      <Suspense fallback={null}>
        <WordLookupListener first={first} {...props} />
      </Suspense>
    )
  );
}

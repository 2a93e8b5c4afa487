"use client";

import type { SnippetPart } from "@awd/core/contract/search";
import { useEffect, useSyncExternalStore } from "react";
import { useVisitor } from "@/auth/visitor-hook";
import { askReaderSnippets, readerSnippetOf, subscribeReaderSnippets } from "./reader-snippets";
import { SearchSnippet } from "./SearchSnippet";

/**
 * A result's snippet: the one the page came with, replaced by the reader's own once a reader whose
 * right is valid has asked the results with their credentials (reader-snippets.ts).
 */
export function ReaderSnippet({
  objectID,
  word,
  page,
  parts,
  lang,
  label,
  className,
}: {
  objectID: string;
  word: string;
  page: number;
  parts: SnippetPart[];
  lang: "en" | "ja";
  label: string;
  className?: string;
}) {
  const { ready, view } = useVisitor();
  const mayReadPaid = ready && view.isValidRight;
  useEffect(() => {
    if (mayReadPaid) askReaderSnippets(word, page);
  }, [mayReadPaid, word, page]);
  const own = useSyncExternalStore(
    subscribeReaderSnippets,
    () => (mayReadPaid ? readerSnippetOf(objectID) : undefined),
    () => undefined,
  );
  return <SearchSnippet parts={own?.parts ?? parts} lang={own?.language ?? lang} label={label} className={className} />;
}

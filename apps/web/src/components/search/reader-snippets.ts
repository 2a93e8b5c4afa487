import type { SnippetPart } from "@awd/core/contract/search";
import { searchArticlesRoute } from "@/api/search.generated";
import { browserApi } from "@/auth/browser-api";

// docs/product/search.md#paid-text-in-results: the page's results are asked anonymously on the server,
// so a paid article's snippet there comes from its lead. A reader whose right is valid asks the same
// page again with their credentials, once, and each card shows the snippet the API gives them.

export interface ReaderSnippet {
  parts: SnippetPart[];
  language: "en" | "ja";
}

let askedFor = "";
let snippets = new Map<string, ReaderSnippet>();
const listeners = new Set<() => void>();

/** Asks this word's page with the reader's credentials, once per word and page. */
export function askReaderSnippets(word: string, page: number): void {
  const key = `${page}\n${word}`;
  if (askedFor === key) return;
  askedFor = key;
  // Another word or page: the snippets of the last one no longer fit its results, even should this ask fail.
  if (snippets.size > 0) {
    snippets = new Map();
    for (const listener of listeners) listener();
  }
  browserApi(searchArticlesRoute, { query: { q: word, p: page } }).then(
    (answer) => {
      if (askedFor !== key) return;
      snippets = new Map(
        answer.items.map((hit) => [hit.objectID, { parts: hit.snippet, language: hit.snippetLanguage }]),
      );
      for (const listener of listeners) listener();
    },
    // The lead's snippet stays: it is true, only shorter; nothing is hidden that the reader could not find.
    () => undefined,
  );
}

export const subscribeReaderSnippets = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const readerSnippetOf = (objectID: string): ReaderSnippet | undefined => snippets.get(objectID);

import type { DictionaryEntry } from "@awd/core/contract/dictionary";
import { isLookupWord } from "@awd/core/lookup-word";
import { failedStatus } from "@awd/core/request-failure";

// docs/product/word-lookup.md#the-dictionary: what the word popover knows of a word's dictionary
// entry, and the page's memory of the answers, so a word looked up again shows at once.

export type Lookup =
  | { kind: "loading" }
  | { kind: "found"; entry: DictionaryEntry }
  | { kind: "no-entry" }
  | { kind: "failed"; status?: number };

/**
 * What the popover does for a word (normalised): nothing without one, no entry without asking for a
 * phrase of the article's glossary (its entry is the meaning) or what the dictionary cannot hold, else ask.
 */
export function lookupPlan(normalised: string, markedPhrase: boolean): "nothing" | "no-entry" | "ask" {
  if (!normalised) return "nothing";
  if (markedPhrase || !isLookupWord(normalised)) return "no-entry";
  return "ask";
}

/** What a failed request for a word comes to: a 404 is a word the dictionary has not, anything else a failure. */
export const failedLookup = (error: unknown): Lookup => {
  const status = failedStatus(error);
  return status === 404 ? { kind: "no-entry" } : { kind: "failed", status };
};

/**
 * Looks words up through ask, each once: an answer (a 404 included, which the API caches too) is
 * kept for the page's life; a failure is forgotten, so the next lookup of the word asks again.
 */
export function lookupCache(ask: (word: string) => Promise<DictionaryEntry>): (word: string) => Promise<Lookup> {
  const lookups = new Map<string, Promise<Lookup>>();
  return (word) => {
    const known = lookups.get(word);
    if (known) return known;
    const asked = ask(word).then(
      (entry): Lookup => ({ kind: "found", entry }),
      (error): Lookup => {
        const lookup = failedLookup(error);
        if (lookup.kind === "failed") lookups.delete(word);
        return lookup;
      },
    );
    lookups.set(word, asked);
    return asked;
  };
}

import type { GlossaryEntry } from "../contract/articles.ts";
import { normaliseLookupWord } from "./lookup-word.ts";

// docs/product/word-lookup.md#the-articles-glossary: the article's own entry wins over the dictionary. The
// word as written is matched first, then its dictionary form; the first entry in the article's order wins.

export const glossaryEntryFor = (
  glossary: readonly GlossaryEntry[],
  word: string,
  lemma: string,
): GlossaryEntry | undefined => {
  const wanted = [normaliseLookupWord(word), normaliseLookupWord(lemma)];
  for (const form of wanted) {
    const entry = glossary.find((e) => normaliseLookupWord(e.word) === form);
    if (entry) return entry;
  }
  return undefined;
};

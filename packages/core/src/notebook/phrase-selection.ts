import { wordLookup } from "../constants.ts";
import { fail, ok, type Result } from "../result.ts";
import { readingSentences } from "./reading-words.ts";

// docs/product/word-lookup.md#saving-a-phrase: a selection is widened to the whole words it touches, then
// becomes a phrase when it holds 1 to 8 words, at most 100 characters, all in one sentence.

export type PhraseProblem = "no-words" | "too-many-words" | "too-long" | "crosses-sentences";

export interface SelectedPhrase {
  phrase: string;
  /** The sentence the phrase stands in. */
  sentence: string;
}

/** The phrase selected between `start` and `end` (offsets in `paragraph`, either order), or why it cannot be saved. */
export const selectPhrase = (paragraph: string, start: number, end: number): Result<SelectedPhrase, PhraseProblem> => {
  const [from, to] = start <= end ? [start, end] : [end, start];
  const touched = readingSentences(paragraph)
    .map((sentence) => ({ sentence, words: sentence.words.filter((w) => w.start < to && from < w.end) }))
    .filter(({ words }) => words.length > 0);
  const [first] = touched;
  if (first === undefined) return fail("no-words");
  if (touched.length > 1) return fail("crosses-sentences");
  const { sentence, words } = first;
  if (words.length > wordLookup.phraseMaxWords) return fail("too-many-words");
  const phrase = paragraph.slice(words[0]?.start, words.at(-1)?.end);
  if (phrase.length > wordLookup.phraseMaxLength) return fail("too-long");
  return ok({ phrase, sentence: sentence.text });
};

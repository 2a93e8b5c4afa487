import { splitSentences } from "../text/sentences.ts";

// docs/product/word-lookup.md#tappable-words: how a paragraph is cut into sentences and the words a reader
// may tap. Offsets are the paragraph's, so the page can wrap each word without changing the text.

export interface TappableWord {
  /** The word as written, e.g. "Japan's", "well-known", "U.S.". */
  text: string;
  start: number;
  end: number;
}

export interface ReadingSentence {
  text: string;
  start: number;
  end: number;
  words: TappableWord[];
}

/**
 * Dotted abbreviations ("U.S.", "a.m."), then runs of letters and digits joined by apostrophes or
 * hyphens: "don't", "Japan's", "well-known", "COVID-19".
 */
const TOKEN = /(?:\p{L}\.){2,}|[\p{L}\p{N}]+(?:['’\-‐][\p{L}\p{N}]+)*/gu;
const HAS_LETTER = /\p{L}/u;

const wordsOf = (sentence: string, offset: number): TappableWord[] =>
  [...sentence.matchAll(TOKEN)]
    .filter(([text]) => HAS_LETTER.test(text))
    .map(({ 0: text, index }) => ({ text, start: offset + index, end: offset + index + text.length }));

/** The paragraph's sentences, as the audio highlight cuts them, each with the words a reader may tap. */
export const readingSentences = (paragraph: string): ReadingSentence[] => {
  let from = 0;
  return splitSentences(paragraph).map((text) => {
    const start = paragraph.indexOf(text, from);
    from = start + text.length;
    return { text, start, end: from, words: wordsOf(text, start) };
  });
};

export interface WordInSentence {
  word: TappableWord;
  sentence: ReadingSentence;
}

/**
 * The word a caret at `offset` stands in or touches (a tap lands on a letter or on either edge of a
 * word), with its sentence; undefined between words, on a number or on punctuation.
 */
export const wordAt = (paragraph: string, offset: number): WordInSentence | undefined => {
  for (const sentence of readingSentences(paragraph)) {
    const word = sentence.words.find((w) => w.start <= offset && offset <= w.end);
    if (word) return { word, sentence };
  }
  return undefined;
};

import type { GlossaryEntry } from "../contract/articles.ts";
import { type PhraseProblem, selectPhrase } from "./phrase-selection.ts";
import { type ReadingSentence, readingSentences, type TappableWord, wordAt } from "./reading-words.ts";

// docs/product/word-lookup.md#the-word-popover: what the reader asked the popover for, in one paragraph's
// text: the word a tap landed on, the phrase a selection makes (or why it cannot be one), or a
// glossary phrase as the article marks it, whole, with its own entry: never only its first word.

/** What the reader did, in offsets of the paragraph's text. */
export type LookupAsk =
  /** Enter on the paragraph: its first word */
  | { kind: "first" }
  /** a tap: the caret where it landed */
  | { kind: "caret"; offset: number }
  /** a selection, either way round */
  | { kind: "selection"; from: number; to: number }
  /** a tap on a glossary word or phrase of the text: where it stands and the entry it is marked with */
  | { kind: "glossary"; start: number; end: number; entry: GlossaryEntry };

export interface LookupTarget {
  /** The word or phrase as written */
  text: string;
  start: number;
  end: number;
  /** The sentence it stands in */
  sentence: string;
  /** The position of a single word among the paragraph's words (to step from); phrases have none */
  wordIndex?: number;
  /** The article's glossary entry the text is marked with */
  glossary?: GlossaryEntry;
}

export type LookupFound =
  | { kind: "target"; target: LookupTarget }
  | { kind: "problem"; problem: PhraseProblem }
  | { kind: "none" };

interface PlacedWord {
  word: TappableWord;
  sentence: ReadingSentence;
}

const placedWords = (paragraph: string): PlacedWord[] =>
  readingSentences(paragraph).flatMap((sentence) => sentence.words.map((word) => ({ word, sentence })));

const none: LookupFound = { kind: "none" };

function wordTarget(words: PlacedWord[], index: number): LookupFound {
  const found = words[index];
  if (!found) return none;
  return { kind: "target", target: { ...found.word, sentence: found.sentence.text, wordIndex: index } };
}

/** What the tap, the selection or the keyboard asks for: a word, a phrase, or why it cannot be one. */
export function lookupTarget(paragraph: string, ask: LookupAsk): LookupFound {
  const words = placedWords(paragraph);
  switch (ask.kind) {
    case "first":
      return wordTarget(words, 0);
    case "caret": {
      const start = wordAt(paragraph, ask.offset)?.word.start;
      return start === undefined
        ? none
        : wordTarget(
            words,
            words.findIndex((w) => w.word.start === start),
          );
    }
    case "glossary": {
      const text = paragraph.slice(ask.start, ask.end);
      const sentence = readingSentences(paragraph).find((s) => s.start <= ask.start && ask.end <= s.end);
      if (!sentence || !text.trim()) return none;
      const index = words.findIndex((w) => w.word.start === ask.start && w.word.end === ask.end);
      return {
        kind: "target",
        target: {
          text,
          start: ask.start,
          end: ask.end,
          sentence: sentence.text,
          glossary: ask.entry,
          ...(index >= 0 && { wordIndex: index }),
        },
      };
    }
    case "selection": {
      const [from, to] = ask.from <= ask.to ? [ask.from, ask.to] : [ask.to, ask.from];
      const touched = words.flatMap((w, i) => (w.word.start < to && from < w.word.end ? [i] : []));
      if (touched.length === 1) return wordTarget(words, touched[0] as number);
      const selected = selectPhrase(paragraph, from, to);
      if (!selected.ok) return { kind: "problem", problem: selected.reason };
      const start = words[touched[0] as number]?.word.start ?? from;
      return {
        kind: "target",
        target: {
          text: selected.value.phrase,
          start,
          end: start + selected.value.phrase.length,
          sentence: selected.value.sentence,
        },
      };
    }
  }
}

/** The word `by` words before or after a single word's target, if the paragraph has one there. */
export function steppedTarget(paragraph: string, target: LookupTarget, by: number): LookupTarget | undefined {
  if (target.wordIndex === undefined) return undefined;
  const found = wordTarget(placedWords(paragraph), target.wordIndex + by);
  return found.kind === "target" ? found.target : undefined;
}

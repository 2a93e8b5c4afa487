import { punctuationAfterWord } from "@awd/core/line-breaks";
import { splitSentences } from "@awd/core/sentences";

// The article text as the learner's page shows it: each paragraph split into sentences by the same
// function the audio timings were made with (so paragraph p, sentence s of the page is the timing
// {paragraph: p, sentence: s}), and the first use of each glossary word marked for its meaning,
// with the punctuation right after it, so the page can keep the two on one line.

export interface Segment {
  text: string;
  /** index into the glossary when this segment is a glossary word */
  term?: number;
  /** a glossary word's punctuation that follows it (",", ".", "?”"), which must not wrap alone */
  after?: string;
}

export interface AnnotatedSentence {
  /** the sentence's index in its paragraph, as in the audio timings */
  index: number;
  segments: Segment[];
}

export type AnnotatedParagraph = AnnotatedSentence[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The word as a whole word (not inside a longer one), any case, curly or straight apostrophes. */
const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word.trim()).replace(/['’]/g, "['’]")}(?![\\p{L}\\p{N}])`, "iu");

interface Hit {
  start: number;
  end: number;
  term: number;
}

/** Splits a sentence at the given non-overlapping hits. */
const segmentsOf = (sentence: string, hits: Hit[]): Segment[] => {
  const segments: Segment[] = [];
  const sorted = [...hits].sort((a, b) => a.start - b.start);
  let at = 0;
  sorted.forEach((hit, i) => {
    if (hit.start > at) segments.push({ text: sentence.slice(at, hit.start) });
    const after = punctuationAfterWord(sentence.slice(hit.end, sorted[i + 1]?.start));
    segments.push({ text: sentence.slice(hit.start, hit.end), term: hit.term, ...(after && { after }) });
    at = hit.end + after.length;
  });
  if (at < sentence.length) segments.push({ text: sentence.slice(at) });
  return segments;
};

export function annotateParagraphs(paragraphs: string[], glossary: { word: string }[]): AnnotatedParagraph[] {
  const patterns = glossary.map((entry) => (entry.word.trim() ? wordPattern(entry.word) : undefined));
  const found = new Set<number>();
  return paragraphs.map((paragraph) =>
    splitSentences(paragraph).map((sentence, index) => {
      const hits: Hit[] = [];
      patterns.forEach((pattern, term) => {
        if (!pattern || found.has(term)) return;
        const match = pattern.exec(sentence);
        if (!match) return;
        const hit = { start: match.index, end: match.index + match[0].length, term };
        if (hits.some((h) => h.start < hit.end && hit.start < h.end)) return;
        hits.push(hit);
        found.add(term);
      });
      return { index, segments: segmentsOf(sentence, hits) };
    }),
  );
}

/** The element key of a sentence, shared by the text and the audio player. */
export const sentenceKey = (paragraph: number, sentence: number) => `${paragraph}-${sentence}`;

const comparable = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim().toLowerCase();

/** The timing of the spoken sentence that contains `sentence` (a dictation or repeat answer). */
export function timingOf<T extends { text: string }>(timings: T[], sentence: string): T | undefined {
  const wanted = comparable(sentence);
  return timings.find((t) => comparable(t.text) === wanted) ?? timings.find((t) => comparable(t.text).includes(wanted));
}

/** A sentence of the page as it reads, glossary words and their punctuation included. */
const sentenceText = (sentence: AnnotatedSentence) =>
  sentence.segments.map((segment) => segment.text + (segment.after ?? "")).join("");

/**
 * For each dictation answer, the sentence of the text that holds it: a map from the sentence's key
 * to the answer's index, so the page can hide what the learner is about to write down.
 */
export function dictatedSentences(paragraphs: AnnotatedParagraph[], answers: string[]): Map<string, number> {
  const sentences = paragraphs.flatMap((sentences, p) =>
    sentences.map((sentence) => ({ key: sentenceKey(p, sentence.index), text: comparable(sentenceText(sentence)) })),
  );
  const held = new Map<string, number>();
  answers.forEach((answer, item) => {
    const wanted = comparable(answer);
    if (!wanted) return;
    const found = sentences.find((s) => s.text === wanted) ?? sentences.find((s) => s.text.includes(wanted));
    if (found && !held.has(found.key)) held.set(found.key, item);
  });
  return held;
}

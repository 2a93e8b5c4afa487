import { tokyoCalendarDaysBetween } from "../text/dates.ts";

// docs/product/notebook.md#the-review-screen: what a review card shows and plays, and what the
// finished screen says is due next. Pure, so the browser and the tests share them.

export interface WordInSentence {
  before: string;
  word: string;
  after: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where the saved word stands in its sentence, ignoring case: as a whole word first ("art" is not
 * the start of "start"), else anywhere; null when the sentence does not hold it (then the word is
 * shown above the sentence instead).
 */
export function wordInSentence(sentence: string, word: string): WordInSentence | null {
  const wanted = word.trim();
  if (wanted === "") return null;
  const pattern = escapeRegExp(wanted).replace(/\s+/g, "\\s+");
  const match =
    new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, "iu").exec(sentence) ??
    new RegExp(pattern, "iu").exec(sentence);
  if (!match) return null;
  const end = match.index + match[0].length;
  return { before: sentence.slice(0, match.index), word: match[0], after: sentence.slice(end) };
}

export interface TimedSentence {
  text: string;
  startMs: number;
  endMs: number;
}

const comparable = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The stretch of the article's audio that reads this sentence; null when no timing has its text. */
export function sentenceClip(
  timings: readonly TimedSentence[],
  sentence: string,
): { startMs: number; endMs: number } | null {
  const wanted = comparable(sentence);
  const timing = timings.find((t) => comparable(t.text) === wanted && t.endMs > t.startMs);
  return timing ? { startMs: timing.startMs, endMs: timing.endMs } : null;
}

export interface NextReview {
  /** the earliest due time (ISO 8601) */
  at: string;
  /** Tokyo calendar days from now to it: 0 today, 1 tomorrow */
  daysFromNow: number;
  /** cards due on that same Tokyo day */
  count: number;
  /** the count may be larger: only the first cards were looked at and all of them were that day */
  atLeast: boolean;
}

/**
 * What is due next, from the first cards of the notebook sorted by due time (soonest first) and how
 * many cards there are in all; null for an empty notebook.
 */
export function nextReview(dues: readonly string[], total: number, now: Date): NextReview | null {
  const [first] = dues;
  if (first === undefined) return null;
  const count = dues.filter((due) => tokyoCalendarDaysBetween(first, due) === 0).length;
  return {
    at: first,
    daysFromNow: Math.max(0, tokyoCalendarDaysBetween(now, first)),
    count,
    atLeast: count === dues.length && total > dues.length,
  };
}

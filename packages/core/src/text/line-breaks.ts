// Where a line must not break (issue 13 rough edge 7): a Japanese date ("2026年11月21日号",
// "2026年11月21日 10:30") is read as one unit, and punctuation that follows a word never starts
// a line of its own.

export interface TextRun {
  text: string;
  /** the run must stay on one line */
  whole: boolean;
}

const japaneseDate = /(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:号|\s\d{1,2}:\d{2})?/gu;

/** The text cut into runs, each date a run to keep whole, the text between them free to break. */
export function runsKeepingDatesWhole(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(japaneseDate)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), whole: false });
    runs.push({ text: match[0], whole: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), whole: false });
  return runs;
}

// Closing and other punctuation (. , ; : ! ? ’ ” ) … and the Japanese 。、」) directly after a word;
// an opening bracket or quote, a dash or a space starts something new and may break.
const trailingPunctuation = /^[\p{Pe}\p{Pf}\p{Po}]+/u;

/** The punctuation at the start of `text` that belongs to the word before it ("" when none). */
export const punctuationAfterWord = (text: string): string => trailingPunctuation.exec(text)?.[0] ?? "";

// Dictation (ListenWrite): the learner's words compared with the answer, word by word, case and
// punctuation aside, aligned by their longest common subsequence so one missed word does not make
// every later word wrong.

export interface ComparedWord {
  /** the word as the answer writes it (correct, missing) or as the learner typed it (extra) */
  word: string;
  status: "correct" | "missing" | "extra";
}

export interface DictationResult {
  words: ComparedWord[];
  correct: number;
  total: number;
}

const wordsOf = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .split(/\s+/)
    .map((word) => word.trim())
    .filter(Boolean);

const normal = (word: string) =>
  word
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")
    .replace(/['’]/g, "'");

export function compareDictation(typed: string, answer: string): DictationResult {
  const given = wordsOf(typed);
  const expected = wordsOf(answer);
  const a = given.map(normal);
  const b = expected.map(normal);
  // lengths[i][j]: the longest common run of a[i..] and b[j..]
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lengths[i] as number[];
      const next = lengths[i + 1] as number[];
      row[j] = a[i] === b[j] ? (next[j + 1] ?? 0) + 1 : Math.max(next[j] ?? 0, row[j + 1] ?? 0);
    }
  const words: ComparedWord[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      words.push({ word: expected[j] as string, status: "correct" });
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || (lengths[i]?.[j + 1] ?? 0) >= (lengths[i + 1]?.[j] ?? 0))) {
      words.push({ word: expected[j] as string, status: "missing" });
      j++;
    } else {
      words.push({ word: given[i] as string, status: "extra" });
      i++;
    }
  }
  return { words, correct: words.filter((w) => w.status === "correct").length, total: expected.length };
}

import type { SearchHit, SnippetPart } from "@awd/core/contract/search";
import { normalize } from "./text.ts";

/** A piece of snippet text; match marks the words the query found. Plain text, never markup. */
export type { SnippetPart };

export type SnippetLanguage = SearchHit["snippetLanguage"];

export interface Snippet {
  language: SnippetLanguage;
  parts: SnippetPart[];
}

/** What a snippet highlights. */
export interface SnippetTerms {
  /** Latin words (lower case) whose English stem is one of the query's. */
  latin: ReadonlySet<string>;
  /** Japanese words and the longer indexed words they stand for (japaneseMatcher). */
  japanese: RegExp | undefined;
}

interface Range {
  start: number;
  end: number;
  term: string;
}

// Latin letters and digits in a row; apostrophes split words as PostgreSQL's parser does.
const latinWord = /[\p{Script=Latin}\p{Nd}]+/gu;

const vuSpellings: Record<string, string> = { バ: "ヴァ", ビ: "ヴィ", ベ: "ヴェ", ボ: "ヴォ", ブ: "ヴ" };

// An indexed Japanese word as it may be written: either kana, long-vowel marks anywhere, ヴ spellings
// (the reverse of text.ts's katakana spelling).
function writtenForms(key: string): string {
  return [...key]
    .map((c) => {
      const code = c.charCodeAt(0);
      const escaped = c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const kana =
        code >= 0x3041 && code <= 0x3096
          ? `[${c}${String.fromCharCode(code + 0x60)}]`
          : code >= 0x30a1 && code <= 0x30f6
            ? `[${c}${String.fromCharCode(code - 0x60)}]`
            : escaped;
      const vu = vuSpellings[c];
      return `${vu ? `(?:${kana}|${vu})` : kana}ー*`;
    })
    .join("");
}

/** One expression finding any of the given indexed Japanese words in text as written. */
export function japaneseMatcher(keys: readonly string[]): RegExp | undefined {
  if (keys.length === 0) return undefined;
  const longestFirst = [...new Set(keys)].sort((a, b) => b.length - a.length);
  return new RegExp(longestFirst.map(writtenForms).join("|"), "gu");
}

function matchRanges(text: string, terms: SnippetTerms): Range[] {
  const ranges: Range[] = [];
  for (const m of text.matchAll(latinWord)) {
    const lower = m[0].toLowerCase();
    const word = /^[a-z0-9]*$/.test(lower) ? lower : normalize(m[0]);
    if (terms.latin.has(word)) ranges.push({ start: m.index, end: m.index + m[0].length, term: word });
  }
  if (terms.japanese)
    for (const m of text.matchAll(terms.japanese))
      if (m[0].length > 0) ranges.push({ start: m.index, end: m.index + m[0].length, term: m[0] });
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r.start < last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

interface Window {
  /** Characters of context before the first match, and the whole snippet length. */
  before: number;
  length: number;
  /** Whether to cut at spaces (English) rather than anywhere (Japanese). */
  words: boolean;
}

const windows: Record<SnippetLanguage, Window> = {
  en: { before: 60, length: 180, words: true },
  ja: { before: 24, length: 90, words: false },
};

/** The start of the window that holds the most different query words, earliest first. */
function bestStart(ranges: Range[], length: number): number {
  let best = { start: ranges[0]?.start ?? 0, score: 0 };
  for (const r of ranges) {
    const inside = new Set(ranges.filter((o) => o.start >= r.start && o.end <= r.start + length).map((o) => o.term));
    if (inside.size > best.score) best = { start: r.start, score: inside.size };
  }
  return best.start;
}

function cut(text: string, ranges: Range[], w: Window): SnippetPart[] {
  let start = Math.max(0, bestStart(ranges, w.length - w.before) - w.before);
  let end = Math.min(text.length, start + w.length);
  if (w.words) {
    if (start > 0) {
      const space = text.indexOf(" ", start);
      if (space >= 0 && space < (ranges[0]?.start ?? end)) start = space + 1;
    }
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > start) end = space;
    }
  }
  // Never cut a highlighted word in two, nor a surrogate pair.
  for (const r of ranges) {
    if (r.start < start && r.end > start) start = r.start;
    if (r.start < end && r.end > end) end = r.end;
  }
  if (/[\uDC00-\uDFFF]/.test(text[start] ?? "")) start -= 1;
  if (/[\uDC00-\uDFFF]/.test(text[end] ?? "")) end += 1;

  const parts: SnippetPart[] = [];
  const push = (t: string, match: boolean) => {
    if (t.length === 0) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += t;
    else parts.push({ text: t, match });
  };
  if (start > 0) push("…", false);
  let at = start;
  for (const r of ranges) {
    if (r.end <= start || r.start >= end) continue;
    push(text.slice(at, r.start), false);
    push(text.slice(r.start, r.end), true);
    at = r.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push("…", false);
  return parts;
}

const flatten = (text: string) => text.replace(/\s*\n\s*/g, " ");

/**
 * A short passage of the text around its best match, the query's words marked; the beginning of
 * the text when it holds no match (a title-only match).
 */
export function buildSnippet(text: string, language: SnippetLanguage, terms: SnippetTerms): Snippet {
  const flat = flatten(text);
  return { language, parts: cut(flat, matchRanges(flat, terms), windows[language]) };
}

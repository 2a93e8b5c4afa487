// Text analysis shared by indexing and querying. Both sides normalise and split Japanese the same
// way, so a word the reader types meets the indexed word in the same form. English is left to
// PostgreSQL's 'english' configuration (stemming); Japanese is split here with Intl.Segmenter and
// indexed with 'simple'.

const segmenter = new Intl.Segmenter("ja", { granularity: "word" });

// Hiragana, katakana and kanji, plus the marks that live inside Japanese words (ー 々 〆 ヶ).
const japaneseChar = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々〆ヵヶ]/u;
const katakanaWord = /^[\p{Script=Katakana}ー]+$/u;
const singleHiragana = /^\p{Script=Hiragana}$/u;

/** Full-width letters and digits to ASCII, half-width katakana to full-width, then lower case. */
export const normalize = (text: string): string => text.normalize("NFKC").toLowerCase();

const hasJapanese = (text: string): boolean => japaneseChar.test(text);

const vuSpellings: [RegExp, string][] = [
  [/ヴァ/g, "バ"],
  [/ヴィ/g, "ビ"],
  [/ヴェ/g, "ベ"],
  [/ヴォ/g, "ボ"],
  [/ヴ/g, "ブ"],
];

/**
 * One spelling for the ways a loanword is written: ヴァイオリン = バイオリン; long-vowel marks dropped
 * from words still four characters long without them (ハロウィーン = ハロウィン, コンピューター =
 * コンピュータ), else only a last one from words of four or more (Lucene's katakana stemmer:
 * パーティー = パーティ), so ビール never meets ビル.
 */
function katakanaSpelling(word: string): string {
  const plain = vuSpellings.reduce((w, [from, to]) => w.replace(from, to), word);
  const withoutMarks = plain.replaceAll("ー", "");
  if (withoutMarks.length >= 4) return withoutMarks;
  return plain.length >= 4 && plain.endsWith("ー") ? plain.slice(0, -1) : plain;
}

const hiraganaWord = /^[\p{Script=Hiragana}ー]+$/u;

/** The indexed form of a Japanese word. */
const japaneseKey = (word: string): string => (katakanaWord.test(word) ? katakanaSpelling(word) : word);

const shiftKana = (text: string, by: number, from: number, to: number) =>
  text.replace(/./gu, (c) => {
    const code = c.charCodeAt(0);
    return code >= from && code <= to ? String.fromCharCode(code + by) : c;
  });

/**
 * A kana word's indexed form in the other kana (こたつ ↔ コタツ): a reader may type either. Only the
 * query gets it; the index keeps each word as written.
 */
function otherKana(word: string): string | undefined {
  if (katakanaWord.test(word)) return shiftKana(word, -0x60, 0x30a1, 0x30f6);
  if (hiraganaWord.test(word)) return japaneseKey(shiftKana(word, 0x60, 0x3041, 0x3096));
  return undefined;
}

interface Segment {
  text: string;
  index: number;
}

/**
 * The word-like segments of normalised text. Touching katakana segments are joined again: the
 * segmenter's dictionary cuts loanwords it does not know into pieces (ハロ|ウィー|ン).
 */
function wordSegments(normalized: string): Segment[] {
  const words: Segment[] = [];
  for (const s of segmenter.segment(normalized)) {
    if (!s.isWordLike) continue;
    const last = words.at(-1);
    if (
      last &&
      last.index + last.text.length === s.index &&
      katakanaWord.test(last.text) &&
      katakanaWord.test(s.segment)
    )
      last.text += s.segment;
    else words.push({ text: s.segment, index: s.index });
  }
  return words;
}

/** Japanese text as space-separated words, ready for to_tsvector('simple', …). */
export function japaneseWords(text: string): string {
  return wordSegments(normalize(text))
    .map((w) => (hasJapanese(w.text) ? japaneseKey(w.text) : w.text))
    .join(" ");
}

/** English text for to_tsvector('english', …): only normalised, PostgreSQL does the rest. */
export const englishText = (text: string): string => text.normalize("NFKC");

// A 512-character query could carry hundreds of words; past these many, more words only slow the
// query down without changing what matches in practice.
const maxEnglishWords = 32;
const maxJapaneseWords = 16;

export interface AnalyzedQuery {
  /** The query's non-Japanese words, in order, for plainto/phraseto_tsquery('english', …). */
  english: string[];
  /** The query's Japanese words, in order, for the exact-phrase test. */
  japanesePhrase: string[];
  /**
   * The Japanese words every result must contain, each with its spelling in the other kana (each
   * may also match a longer indexed word that contains it). Lone hiragana (particles such as の,
   * を) are left out unless nothing else is left.
   */
  japaneseTerms: JapaneseQueryWord[];
}

export interface JapaneseQueryWord {
  /** The indexed form. */
  word: string;
  /** The other kana's indexed form, when the word is all hiragana or all katakana. */
  otherKana: string | undefined;
  /** The form to look for inside longer indexed words: long-vowel marks dropped from katakana. */
  inner: string;
}

export function analyzeQuery(text: string): AnalyzedQuery {
  const english: string[] = [];
  const japanese: { written: string; word: string }[] = [];
  for (const w of wordSegments(normalize(text))) {
    if (hasJapanese(w.text)) japanese.push({ written: w.text, word: japaneseKey(w.text) });
    else english.push(w.text);
  }
  const phrase = japanese.slice(0, maxJapaneseWords * 2);
  const content = phrase.filter((w) => !singleHiragana.test(w.word));
  const terms = new Map<string, JapaneseQueryWord>();
  for (const { written, word } of content.length > 0 ? content : phrase)
    terms.set(word, {
      word,
      otherKana: otherKana(written),
      inner: katakanaWord.test(word) ? word.replaceAll("ー", "") : word,
    });
  return {
    english: english.slice(0, maxEnglishWords),
    japanesePhrase: phrase.map((w) => w.word),
    japaneseTerms: [...terms.values()].slice(0, maxJapaneseWords),
  };
}

export const isEmptyQuery = (q: AnalyzedQuery): boolean => q.english.length === 0 && q.japaneseTerms.length === 0;

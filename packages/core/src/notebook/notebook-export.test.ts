import { describe, expect, it } from "vitest";
import { type ExportedWord, notebookAnkiText, notebookCsv } from "./notebook-export.ts";

const word = (extra: Partial<ExportedWord> = {}): ExportedWord => ({
  word: "resilient",
  lemma: "resilient",
  sentence: "The town proved resilient.",
  translation: "町は回復力があることを示した。",
  meaning: "",
  note: "",
  articleId: 12,
  createdAt: new Date("2026-01-05T09:30:00Z"),
  ...extra,
});

describe("notebook CSV", () => {
  it("starts with a byte-order mark and the column names, lines ending in CRLF", () => {
    expect(notebookCsv([])).toBe("\uFEFFword,lemma,meaning,sentence,translation,note,article,saved_at\r\n");
  });

  it.each([
    {
      name: "plain fields stay as they are",
      extra: {},
      row: "resilient,resilient,,The town proved resilient.,町は回復力があることを示した。,,12,2026-01-05T09:30:00.000Z",
    },
    {
      name: "a comma is quoted",
      extra: { sentence: "Yes, it is." },
      row: 'resilient,resilient,,"Yes, it is.",町は回復力があることを示した。,,12,2026-01-05T09:30:00.000Z',
    },
    {
      name: "quotes are doubled",
      extra: { note: 'say "hi"' },
      row: 'resilient,resilient,,The town proved resilient.,町は回復力があることを示した。,"say ""hi""",12,2026-01-05T09:30:00.000Z',
    },
    {
      name: "a line break is quoted",
      extra: { note: "a\nb" },
      row: 'resilient,resilient,,The town proved resilient.,町は回復力があることを示した。,"a\nb",12,2026-01-05T09:30:00.000Z',
    },
    {
      name: "a note a spreadsheet would run as a formula is written as text",
      extra: { note: "=HYPERLINK(1)" },
      row: "resilient,resilient,,The town proved resilient.,町は回復力があることを示した。,'=HYPERLINK(1),12,2026-01-05T09:30:00.000Z",
    },
    {
      name: "the meaning follows the lemma",
      extra: { meaning: "回復力のある" },
      row: "resilient,resilient,回復力のある,The town proved resilient.,町は回復力があることを示した。,,12,2026-01-05T09:30:00.000Z",
    },
    {
      name: "no translation is an empty field",
      extra: { translation: null },
      row: "resilient,resilient,,The town proved resilient.,,,12,2026-01-05T09:30:00.000Z",
    },
  ])("$name", ({ extra, row }) => {
    expect(notebookCsv([word(extra)]).split("\r\n")[1]).toBe(row);
  });
});

describe("notebook for Anki", () => {
  it.each([
    {
      name: "front the word, back sentence / translation (no meaning kept)",
      extra: {},
      line: "resilient\tThe town proved resilient. / 町は回復力があることを示した。",
    },
    {
      name: "the meaning comes first on the back",
      extra: { meaning: "回復力のある" },
      line: "resilient\t回復力のある / The town proved resilient. / 町は回復力があることを示した。",
    },
    {
      name: "the note joins the back",
      extra: { note: "形容詞" },
      line: "resilient\tThe town proved resilient. / 町は回復力があることを示した。 / 形容詞",
    },
    {
      name: "tabs and line breaks inside a field become spaces",
      extra: { word: "take\toff", note: "a\r\nb", translation: null },
      line: "take off\tThe town proved resilient. / a b",
    },
  ])("$name", ({ extra, line }) => {
    const lines = notebookAnkiText([word(extra)]).split("\n");
    expect(lines.slice(0, 3)).toEqual(["#separator:tab", "#html:false", "#columns:Front\tBack"]);
    expect(lines[3]).toBe(line);
  });
});

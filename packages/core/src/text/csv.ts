// docs/product/publishers-desk.md#reports: the desk's CSV files (RFC 4180: comma-separated, CRLF
// line ends, a field holding a comma, a quote or a line break quoted, quotes doubled), opened by
// people in spreadsheets. So the file starts with a byte order mark (Excel reads UTF-8 Japanese only
// with one), and a text cell that a spreadsheet would run as a formula (starting with = + - @, a tab
// or a carriage return) is written with a leading apostrophe: readers' answers end up in these cells.

export type CsvCell = string | number;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** One cell as written: numbers as they are, text guarded against formulas and quoted when needed. */
export function csvCell(cell: CsvCell): string {
  if (typeof cell === "number") return String(cell);
  const guarded = formulaStart.test(cell) ? `'${cell}` : cell;
  return needsQuotes.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

const byteOrderMark = "\uFEFF";

/** A whole file: a byte order mark, then each row on its own CRLF-ended line. */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  byteOrderMark + rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");

/**
 * The rows of a CSV file as text cells (a byte order mark dropped): what a spreadsheet reads back,
 * and what the tests check a download with.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.startsWith(byteOrderMark) ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else if (!(ch === "\r" && source[i + 1] === "\n")) cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

import type { PDFPageProxy } from "pdfjs-dist";

type TextContent = Awaited<ReturnType<PDFPageProxy["getTextContent"]>>;

// Chromium writes some kanji of the print PDFs with the code of a look-alike Kangxi radical (面 as
// ⾯, U+2FAF), because the Japanese font draws both with one glyph. NFKC maps each radical back to
// its kanji, so the text layer holds the words the reader sees: to select, copy and hear read aloud.
const radicals = /[\u2E80-\u2EFF\u2F00-\u2FDF]/g;

export const normalisePageText = (text: string): string => text.replace(radicals, (c) => c.normalize("NFKC"));

/** The page's text with every item normalised, ready for pdf.js's text layer. */
export const normaliseTextContent = (content: TextContent): TextContent => ({
  ...content,
  items: content.items.map((item) => ("str" in item ? { ...item, str: normalisePageText(item.str) } : item)),
});

// The English a reader sees in one paragraph of the article text, as the words rule reads it: the
// glossary tooltips, the dictation's notes and the sentences it still hides (a popover must not give
// an answer away) are left out. Maps the browser's
// caret positions to offsets in that text and back, so the page never needs a span per word.

const NOT_READ = "[role=tooltip], [data-dictated-note], [data-dictated-sentence]";

interface Piece {
  node: Text;
  start: number;
}

export interface ParagraphText {
  text: string;
  /** The offset in `text` of a caret at (node, offset) inside the paragraph. */
  offsetOf(node: Node, offset: number): number;
  /** The page's range for text[start, end). */
  rangeOf(start: number, end: number): Range;
}

export function paragraphText(paragraph: Element): ParagraphText {
  const pieces: Piece[] = [];
  let text = "";
  const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(NOT_READ) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    pieces.push({ node: node as Text, start: text.length });
    text += node.nodeValue ?? "";
  }

  const offsetOf = (node: Node, offset: number) => {
    const own = pieces.find((p) => p.node === node);
    if (own) return own.start + Math.min(offset, own.node.length);
    // A caret between elements: the first text at or after it.
    const caret = document.createRange();
    caret.setStart(node, offset);
    const after = pieces.find((p) => caret.comparePoint(p.node, 0) >= 0);
    return after ? after.start : text.length;
  };

  const pointAt = (at: number): [Text, number] | undefined => {
    const piece = pieces.findLast((p) => p.start <= at);
    return piece && [piece.node, Math.min(at - piece.start, piece.node.length)];
  };

  const rangeOf = (start: number, end: number) => {
    const range = document.createRange();
    const from = pointAt(start);
    const to = pointAt(end);
    if (from) range.setStart(...from);
    if (to) range.setEnd(...to);
    return range;
  };

  return { text, offsetOf, rangeOf };
}

// Text written into an XML document (sitemaps, feeds): the five markup characters escaped, and the
// characters XML 1.0 cannot hold at all (control characters, lone surrogates, U+FFFE and U+FFFF)
// left out, so that a stray character in an article never makes a whole feed unreadable.

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

const isXmlChar = (codePoint: number) =>
  codePoint === 0x9 ||
  codePoint === 0xa ||
  codePoint === 0xd ||
  (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
  (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
  codePoint >= 0x10000;

/** The text as XML character data or an attribute value. */
export const xmlText = (text: string): string =>
  Array.from(text)
    .filter((c) => isXmlChar(c.codePointAt(0) ?? 0))
    .join("")
    .replace(/[&<>"']/g, (c) => entities[c] ?? c);

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';

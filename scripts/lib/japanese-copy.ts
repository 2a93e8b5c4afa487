import ts from "typescript";

// What scripts/japanese-copy.test.ts looks for: Japanese in the code of a source, not in its comments
// (a comment may quote what a page says).

/** Hiragana, katakana, CJK ideographs, CJK punctuation (「」、。) and full-width forms (（）！). */
const japanese = /[\u3000-\u303f\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef]/u;

/** Each piece of text in the code of a TypeScript source that holds Japanese, with its line. */
export function japaneseInCode(source: string, fileName = "file.ts"): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node) ||
      ts.isIdentifier(node)
        ? node.getText(file)
        : undefined;
    if (text !== undefined && japanese.test(text))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

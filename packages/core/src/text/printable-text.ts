// Text a reader wrote, made safe to print to an operator's terminal or to put in an XML document:
// no escape sequences that move the cursor or recolour the screen, no bidirectional overrides that
// make a line read differently than it is, nothing XML 1.0 forbids. Line breaks and tabs become a
// space so one answer stays on one line of a table.
const lineBreaksAndTabs = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job
const controls = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/g;
const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const printableText = (text: string): string =>
  text.replace(lineBreaksAndTabs, " ").replace(controls, "").replace(loneSurrogates, "");

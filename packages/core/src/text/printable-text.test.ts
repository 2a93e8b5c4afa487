import { describe, expect, it } from "vitest";
import { printableText } from "./printable-text.ts";

describe("printableText", () => {
  it.each([
    ["plain text and Japanese", "Good 良い 👍", "Good 良い 👍"],
    ["a terminal escape that clears the screen", "a\u001b[2J\u001b[Hb", "a[2J[Hb"],
    ["NUL and DEL", "a\u0000b\u007fc", "abc"],
    ["a C1 control (CSI)", "a\u009b31mb", "a31mb"],
    ["line breaks and tabs", "one\r\ntwo\tthree\u2028four", "one  two three four"],
    ["a right-to-left override", "abc\u202edcba", "abcdcba"],
    ["lone surrogates", "a\ud800b\udc00c", "abc"],
    ["a surrogate pair", "𝒜", "𝒜"],
    ["XML's non-characters", "a\ufffeb\uffffc", "abc"],
    ["markup, left for the writer to escape", "<b>&]]>", "<b>&]]>"],
  ])("%s", (_, input, printed) => {
    expect(printableText(input)).toBe(printed);
  });
});

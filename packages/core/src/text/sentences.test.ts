import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences.ts";

describe("splitSentences", () => {
  it.each<[string, string, string[]]>([
    ["empty text", "", []],
    ["only whitespace", "   \n ", []],
    ["one sentence", "The train leaves at seven.", ["The train leaves at seven."]],
    ["no final period", "The train leaves at seven", ["The train leaves at seven"]],
    ["two sentences", "It rained. We stayed home.", ["It rained.", "We stayed home."]],
    ["question and exclamation", "Is it far? Not at all! Let's go.", ["Is it far?", "Not at all!", "Let's go."]],
    ["mixed ?! run", "Really?! I can't believe it.", ["Really?!", "I can't believe it."]],
    ["extra whitespace and newlines", "  One.   Two.\nThree.  ", ["One.", "Two.", "Three."]],
    ["Mr. and Mrs.", "Mr. and Mrs. Sato came. They smiled.", ["Mr. and Mrs. Sato came.", "They smiled."]],
    ["Dr. and Ms.", "Dr. Ito met Ms. Lee. It went well.", ["Dr. Ito met Ms. Lee.", "It went well."]],
    ["title after a quote", "He met (Prof. Mori) there.", ["He met (Prof. Mori) there."]],
    ["e.g. before a name", "Some cities, e.g. Tokyo, are big.", ["Some cities, e.g. Tokyo, are big."]],
    ["i.e. before a name", "The capital, i.e. Tokyo, is big.", ["The capital, i.e. Tokyo, is big."]],
    ["vs. before a name", "It was Japan vs. Brazil. Japan won.", ["It was Japan vs. Brazil.", "Japan won."]],
    ["decimal number", "The rate rose 3.5 percent. It fell later.", ["The rate rose 3.5 percent.", "It fell later."]],
    ["number at the end", "Prices rose by 2.5. Then they fell.", ["Prices rose by 2.5.", "Then they fell."]],
    ["No. before a number", "He wore No. 10 on his shirt.", ["He wore No. 10 on his shirt."]],
    ["No. as an answer", 'She said, "No." Then she left.', ['She said, "No."', "Then she left."]],
    ["U.S. inside a sentence", "The U.S. government agreed.", ["The U.S. government agreed."]],
    ["U.S. before a name", "The U.S. Army band played.", ["The U.S. Army band played."]],
    ["U.S. at the end", "She moved to the U.S. The move was hard.", ["She moved to the U.S.", "The move was hard."]],
    ["U.S. at the very end", "She moved to the U.S.", ["She moved to the U.S."]],
    ["initials of a name", "J. K. Rowling wrote it. Many read it.", ["J. K. Rowling wrote it.", "Many read it."]],
    ["a.m. inside", "We met at 7 a.m. on Monday.", ["We met at 7 a.m. on Monday."]],
    ["a.m. at the end", "We met at 7 a.m. It was cold.", ["We met at 7 a.m.", "It was cold."]],
    ["p.m. at the end", "The shop closes at 9 p.m. Come early.", ["The shop closes at 9 p.m.", "Come early."]],
    ["etc. inside", "Apples, pears, etc. are sold here.", ["Apples, pears, etc. are sold here."]],
    ["closing double quote", 'He said, "Let\'s go." We went.', ['He said, "Let\'s go."', "We went."]],
    ["curly closing quote", "She asked, “Why?” Nobody knew.", ["She asked, “Why?”", "Nobody knew."]],
    ["single closing quote", "He said 'fine.' We agreed.", ["He said 'fine.'", "We agreed."]],
    ["closing parenthesis", "It is old (built in 1900.) Many visit.", ["It is old (built in 1900.)", "Many visit."]],
    [
      "sentence in parentheses",
      "We left. (It was late.) Then we slept.",
      ["We left.", "(It was late.)", "Then we slept."],
    ],
    ["quote then lowercase", '"Help!" she cried. They ran.', ['"Help!" she cried.', "They ran."]],
    ["question then lowercase", '"Is it you?" asked Ken.', ['"Is it you?" asked Ken.']],
    ["next sentence opens a quote", 'It was over. "Thank you," he said.', ["It was over.", '"Thank you," he said.']],
    ["ellipsis continuing", "I was thinking... maybe not.", ["I was thinking... maybe not."]],
    ["ellipsis before I", "Well... I think so.", ["Well... I think so."]],
    ["ellipsis ending a sentence", "He waited... Nobody came.", ["He waited...", "Nobody came."]],
    ["unicode ellipsis", "He waited… Nobody came.", ["He waited…", "Nobody came."]],
    ["ellipsis before a number", "Count with me... 3, 2, 1.", ["Count with me... 3, 2, 1."]],
    ["web address", "Visit example.com today. It is free.", ["Visit example.com today.", "It is free."]],
    ["digit starts a sentence", "It was a hit. 2026 was good.", ["It was a hit.", "2026 was good."]],
  ])("%s", (_name, text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });

  it("keeps the original text of every sentence", () => {
    const text = 'Mr. Abe, 3.5 km away, said "Hi!" Then he left... We waved.';
    const sentences = splitSentences(text);
    expect(sentences).toEqual(['Mr. Abe, 3.5 km away, said "Hi!"', "Then he left...", "We waved."]);
    expect(sentences.join(" ")).toBe(text);
  });
});

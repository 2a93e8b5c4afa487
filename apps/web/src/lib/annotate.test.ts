import { describe, expect, it } from "vitest";
import { annotateParagraphs, dictatedSentences, timingOf } from "./annotate";

const plain = (paragraphs: ReturnType<typeof annotateParagraphs>) =>
  paragraphs.map((sentences) =>
    sentences.map((s) =>
      s.segments
        .map((seg) => (seg.term === undefined ? seg.text : `[${seg.text}:${seg.term}]${seg.after ?? ""}`))
        .join(""),
    ),
  );

describe("annotateParagraphs", () => {
  it.each<[string, string, string, { text: string; term?: number; after?: string }[]]>([
    [
      "a comma",
      "An island, far away.",
      "island",
      [{ text: "An " }, { text: "island", term: 0, after: "," }, { text: " far away." }],
    ],
    ["the full stop", "A small island.", "island", [{ text: "A small " }, { text: "island", term: 0, after: "." }]],
    [
      "a question and a closing quote",
      "“An island?” he asked.",
      "island",
      [{ text: "“An " }, { text: "island", term: 0, after: "?”" }, { text: " he asked." }],
    ],
    [
      "nothing after a space",
      "The island is small.",
      "island",
      [{ text: "The " }, { text: "island", term: 0 }, { text: " is small." }],
    ],
  ])("keeps %s with the glossary word before it", (_, sentence, word, segments) => {
    expect(annotateParagraphs([sentence], [{ word }])[0]?.[0]?.segments).toEqual(segments);
  });

  it("splits each paragraph into sentences with their timing index", () => {
    const [first] = annotateParagraphs(["Mr. Tanaka came. He sat down!"], []);
    expect(first?.map((s) => s.index)).toEqual([0, 1]);
    expect(plain(annotateParagraphs(["Mr. Tanaka came. He sat down!"], []))).toEqual([
      ["Mr. Tanaka came.", "He sat down!"],
    ]);
  });

  it.each([
    [
      "marks the first use of each word only",
      ["The island is small. The island is green."],
      ["island"],
      [["The [island:0] is small.", "The island is green."]],
    ],
    [
      "matches whole words, not parts of longer ones",
      ["Islanders love their island."],
      ["island"],
      [["Islanders love their [island:0]."]],
    ],
    ["matches phrases in any case", ["How about Sunday? Yes."], ["how about"], [["[How about:0] Sunday?", "Yes."]]],
    ["treats curly and straight apostrophes alike", ["Let’s go."], ["Let's"], [["[Let’s:0] go."]]],
    [
      "finds words across paragraphs in reading order",
      ["Nothing here.", "A harbor."],
      ["harbor"],
      [["Nothing here."], ["A [harbor:0]."]],
    ],
    [
      "keeps the earlier entry when two overlap",
      ["In front of the station."],
      ["in front of", "front"],
      [["[In front of:0] the station."]],
    ],
    [
      "marks several words in one sentence",
      ["Ben agrees to bring snacks."],
      ["snacks", "agrees"],
      [["Ben [agrees:1] to bring [snacks:0]."]],
    ],
    ["ignores an empty word", ["Hello."], [" "], [["Hello."]]],
  ])("%s", (_, paragraphs, words, expected) => {
    expect(
      plain(
        annotateParagraphs(
          paragraphs,
          words.map((word) => ({ word })),
        ),
      ),
    ).toEqual(expected);
  });
});

describe("timingOf", () => {
  const timings = [
    { text: 'Yuna says, "Are you free this Saturday afternoon?"', startMs: 0 },
    { text: "Sorry, I have to work on Saturday.", startMs: 10 },
  ];
  it.each([
    ["Sorry, I have to work on Saturday.", 10],
    ["sorry,  I have to work on saturday.", 10],
    ["Are you free this Saturday afternoon?", 0],
  ])("finds %j", (sentence, startMs) => {
    expect(timingOf(timings, sentence)?.startMs).toBe(startMs);
  });
  it("gives nothing for a sentence that is not spoken", () => {
    expect(timingOf(timings, "Goodbye.")).toBeUndefined();
  });
});

describe("dictatedSentences (the sentences a dictation asks for, hidden until answered)", () => {
  const paragraphs = annotateParagraphs(
    ["A quiet lead.", "The harbor was busy. “Can we go?” asked Ken. Boats, boats.", "They left at noon."],
    [{ word: "harbor" }, { word: "boats" }],
  );
  it.each<[string, string[], [string, number][]]>([
    ["a sentence word for word", ["They left at noon."], [["2-0", 0]]],
    ["case, curly quotes and spacing aside", ["“can we  go?” asked ken."], [["1-1", 0]]],
    ["a sentence with a glossary word and its punctuation", ["Boats, boats."], [["1-2", 0]]],
    ["part of a sentence: the sentence that holds it", ["The harbor"], [["1-0", 0]]],
    [
      "several answers, by their index",
      ["They left at noon.", "A quiet lead."],
      [
        ["2-0", 0],
        ["0-0", 1],
      ],
    ],
    ["an answer not in the text", ["Nobody said this."], []],
    ["an empty answer", [" "], []],
    ["the same sentence twice: the first answer keeps it", ["They left at noon.", "they left at noon."], [["2-0", 0]]],
  ])("%s", (_, answers, expected) => {
    expect([...dictatedSentences(paragraphs, answers)]).toEqual(expected);
  });
});

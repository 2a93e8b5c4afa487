import { describe, expect, it } from "vitest";
import { annotateParagraphs, timingOf } from "./annotate";

const plain = (paragraphs: ReturnType<typeof annotateParagraphs>) =>
  paragraphs.map((sentences) =>
    sentences.map((s) =>
      s.segments.map((seg) => (seg.term === undefined ? seg.text : `[${seg.text}:${seg.term}]`)).join(""),
    ),
  );

describe("annotateParagraphs", () => {
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

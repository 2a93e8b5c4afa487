import { describe, expect, it } from "vitest";
import { playerTimings } from "./player-timings";

describe("playerTimings (the player island gets timings, not the text twice)", () => {
  it.each([
    ["no sentence", [], []],
    [
      "two sentences",
      [
        { paragraph: 0, sentence: 0, text: "On a small island.", startMs: 0, endMs: 4981 },
        { paragraph: 1, sentence: 2, text: "It can carry up to five kilograms.", startMs: 35115, endMs: 37642 },
      ],
      [
        { paragraph: 0, sentence: 0, startMs: 0, endMs: 4981 },
        { paragraph: 1, sentence: 2, startMs: 35115, endMs: 37642 },
      ],
    ],
  ])("%s", (_, sentences, timings) => {
    expect(playerTimings(sentences)).toEqual(timings);
  });
});

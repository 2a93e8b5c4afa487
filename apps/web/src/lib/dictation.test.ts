import { describe, expect, it } from "vitest";
import { compareDictation } from "./dictation";

const shown = (typed: string, answer: string) =>
  compareDictation(typed, answer)
    .words.map(({ word, status }) => (status === "correct" ? word : status === "missing" ? `(${word})` : `+${word}`))
    .join(" ");

describe("compareDictation", () => {
  it.each([
    [
      "all right, case and punctuation aside",
      "are you free this saturday afternoon",
      "Are you free this Saturday afternoon?",
      "Are you free this Saturday afternoon?",
    ],
    [
      "a missed word",
      "Are you free Saturday afternoon?",
      "Are you free this Saturday afternoon?",
      "Are you free (this) Saturday afternoon?",
    ],
    [
      "an extra word",
      "Are you very free this Saturday afternoon?",
      "Are you free this Saturday afternoon?",
      "Are you +very free this Saturday afternoon?",
    ],
    [
      "a wrong word is extra plus missing",
      "I'll bring some snack for us.",
      "I'll bring some snacks for us.",
      "I'll bring some (snacks) +snack for us.",
    ],
    ["curly and straight apostrophes match", "Let’s meet", "Let's meet", "Let's meet"],
    ["nothing typed", "", "Sorry, I have to work.", "(Sorry,) (I) (have) (to) (work.)"],
  ])("%s", (_, typed, answer, expected) => {
    expect(shown(typed, answer)).toBe(expected);
  });

  it("counts the answer's words and the right ones", () => {
    expect(compareDictation("Are you free Saturday", "Are you free this Saturday afternoon?")).toMatchObject({
      correct: 4,
      total: 6,
    });
  });
});

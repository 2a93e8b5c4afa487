import { describe, expect, it } from "vitest";
import { scrollToShowWord, type WordAndSheet, wordMarginPx } from "./word-sheet-placement";

// A phone's window 844 px high, a sheet of 380 px (its top at 464) and a player of 95 px that sticks to the top.
const phone = { sheetTop: 464, stuckAbove: 95 };
const word = (top: number): WordAndSheet => ({ ...phone, wordTop: top, wordBottom: top + 24 });

describe("scrollToShowWord", () => {
  it.each([
    ["a word between the player and the sheet stays", word(300), 0],
    ["a word just above the sheet's margin stays", word(464 - wordMarginPx - 24), 0],
    ["a word under the sheet goes up to just above it", word(700), 700 + 24 - (464 - wordMarginPx)],
    ["a word half under the sheet goes up", word(450), 450 + 24 - (464 - wordMarginPx)],
    ["a word under the stuck player comes down below it", word(60), 60 - (95 + wordMarginPx)],
    [
      "with no room between them, the word goes just under the player",
      { wordTop: 700, wordBottom: 724, sheetTop: 120, stuckAbove: 95 },
      700 - (95 + wordMarginPx),
    ],
    ["without a player, a word at the top stays", { ...word(20), stuckAbove: 0 }, 0],
  ])("%s", (_, placement, expected) => {
    expect(scrollToShowWord(placement)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { popoverEdgePx, popoverPosition, popoverWidthPx, type WordInWindow } from "./word-popover-position";

// A window 1280 px wide, not scrolled; a word whose bottom is 200 px down.
const word = (changes: Partial<WordInWindow>): WordInWindow => ({
  bottom: 200,
  left: 400,
  scrollX: 0,
  scrollY: 0,
  innerWidth: 1280,
  ...changes,
});
const rightmost = (innerWidth: number, scrollX = 0) => scrollX + innerWidth - popoverWidthPx - 2 * popoverEdgePx;

describe("popoverPosition", () => {
  it.each([
    ["under the word, its left edge with the word's", word({}), { top: 200 + popoverEdgePx, left: 400 }],
    ["in a scrolled page, in page coordinates", word({ scrollY: 1500 }), { top: 1700 + popoverEdgePx, left: 400 }],
    ["near the right edge, kept inside the window", word({ left: 1200 }), { top: 208, left: rightmost(1280) }],
    [
      "scrolled sideways, kept inside what shows",
      word({ left: 1200, scrollX: 50 }),
      { top: 208, left: rightmost(1280, 50) },
    ],
    ["at the left edge, the margin from it", word({ left: 0 }), { top: 208, left: popoverEdgePx }],
    [
      "in a window narrower than the popover, at the left margin",
      word({ innerWidth: 300 }),
      { top: 208, left: popoverEdgePx },
    ],
  ])("%s", (_, placement, expected) => {
    expect(popoverPosition(placement)).toEqual(expected);
  });
});

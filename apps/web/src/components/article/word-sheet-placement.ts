// docs/product/word-lookup.md#the-word-popover (Placement): on a phone the popover is a sheet along
// the bottom of the window. The tapped word must stay in sight above it: the window scrolls, when
// needed, so the word sits between what sticks to the top of the window (the article's player) and
// the sheet's top edge.

export interface WordAndSheet {
  /** the word's top and bottom in the window, px */
  wordTop: number;
  wordBottom: number;
  /** the sheet's top edge in the window, px */
  sheetTop: number;
  /** the height of what sticks to the top of the window once it is scrolled (0 when nothing does), px */
  stuckAbove: number;
}

/** The room kept between the word and the edges of what covers the window, px. */
export const wordMarginPx = 16;

/**
 * How far to scroll the window down (negative: up) so the word shows between what sticks to the top
 * and the sheet; 0 when it already does. With too little room for both margins, the word goes just
 * under what sticks to the top.
 */
export function scrollToShowWord({ wordTop, wordBottom, sheetTop, stuckAbove }: WordAndSheet): number {
  const highest = stuckAbove + wordMarginPx;
  const lowest = sheetTop - wordMarginPx;
  if (wordTop < highest) return Math.round(wordTop - highest);
  if (wordBottom <= lowest) return 0;
  return Math.round(Math.min(wordBottom - lowest, wordTop - highest));
}

/** On a phone (the popover is pinned to the window), scrolls the window so the word shows above the sheet. */
export function keepWordAboveSheet(word: Range, sheet: HTMLElement): void {
  if (getComputedStyle(sheet).position !== "fixed") return;
  const player = document.querySelector("[data-audio-player]");
  const stuck = player && getComputedStyle(player).position === "sticky";
  const { top: wordTop, bottom: wordBottom } = word.getBoundingClientRect();
  const by = scrollToShowWord({
    wordTop,
    wordBottom,
    sheetTop: sheet.getBoundingClientRect().top,
    stuckAbove: stuck ? player.getBoundingClientRect().height : 0,
  });
  if (by !== 0) window.scrollBy({ top: by, behavior: "instant" });
}

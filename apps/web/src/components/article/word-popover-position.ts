// docs/product/word-lookup.md#the-word-popover (Placement): on a wide screen the popover opens under
// the word, kept inside the window (CSS puts it at the bottom of a phone's screen instead).

/** The popover's width on a wide screen (20rem, WordPopover.module.css) and its margin from the window's edge. */
export const popoverWidthPx = 320;
export const popoverEdgePx = 8;

export interface WordInWindow {
  /** the word's bottom and left edges in the window (its bounding rect), px */
  bottom: number;
  left: number;
  /** how far the page is scrolled, px */
  scrollX: number;
  scrollY: number;
  /** the window's width, px */
  innerWidth: number;
}

/** Where the popover's top-left corner goes in the page, px: under the word, never past the window's right edge. */
export function popoverPosition({ bottom, left, scrollX, scrollY, innerWidth }: WordInWindow): {
  top: number;
  left: number;
} {
  return {
    top: bottom + scrollY + popoverEdgePx,
    left: Math.max(popoverEdgePx, Math.min(left + scrollX, scrollX + innerWidth - popoverWidthPx - 2 * popoverEdgePx)),
  };
}

// docs/product/audio-and-dictation.md#the-audio-player (and word-lookup.md): what a click
// (or tap) on the article's English text does. Where its words can be looked up (the article page),
// a click looks up and never plays: a look-up is silent, and a sentence plays from the player or
// from the popover's この文を聞く. Where they cannot (the audio page), a click on a sentence plays
// from it. A link, a control (a translation toggle) or a glossary word's own tooltip is left alone.

/** What was clicked in the text. */
export type TextClickTarget = "link" | "control" | "glossary-word" | "sentence" | "other";

export type TextClick = "look-up" | "play" | "nothing";

export function articleTextClick(target: TextClickTarget, wordsLookUp: boolean): TextClick {
  if (target === "link" || target === "control") return "nothing";
  if (wordsLookUp) return "look-up";
  return target === "sentence" ? "play" : "nothing";
}

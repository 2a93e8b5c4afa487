import { describe, expect, it } from "vitest";
import { articleTextClick, type TextClick, type TextClickTarget } from "./article-text-click.ts";

describe("articleTextClick", () => {
  it.each<[TextClickTarget, boolean, TextClick]>([
    // The article page: every word can be looked up, and a look-up is silent.
    ["sentence", true, "look-up"],
    ["glossary-word", true, "look-up"],
    ["other", true, "look-up"],
    ["link", true, "nothing"],
    ["control", true, "nothing"],
    // The audio page: the text is the transcript, and a sentence plays from where it is clicked.
    ["sentence", false, "play"],
    ["glossary-word", false, "nothing"],
    ["other", false, "nothing"],
    ["link", false, "nothing"],
    ["control", false, "nothing"],
  ])("a click on %s, words looked up: %s → %s", (target, wordsLookUp, expected) => {
    expect(articleTextClick(target, wordsLookUp)).toBe(expected);
  });
});

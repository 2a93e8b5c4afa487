import { articleTextClick, type TextClick, type TextClickTarget } from "@awd/core/article-text-click";

// What a click on the article text does (articleTextClick in core), read from the page: what was
// clicked, and whether the text's words can be looked up (data-word-lookup on the text).

const clickTargetOf = (target: Element): TextClickTarget => {
  if (target.closest("a")) return "link";
  if (target.closest("[data-glossary-word]")) return "glossary-word";
  if (target.closest("button, details, input, select, textarea")) return "control";
  return target.closest("[data-sentence]") ? "sentence" : "other";
};

export function textClickOf(target: Element): TextClick {
  const text = target.closest("[data-article-text]");
  return text ? articleTextClick(clickTargetOf(target), text.hasAttribute("data-word-lookup")) : "nothing";
}

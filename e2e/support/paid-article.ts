import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";

// A paid article of the sample edition, read from its source file: the API keeps its body from
// anonymous requests, so the test knows what a subscriber must see and others must not.
const source = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../content/articles/news-topics/101.json"), "utf8"),
) as { id: number; isFree: boolean; titleEn: string; paragraphs: { en: string; ja: string }[] };

if (source.isFree) throw new Error("news-topics/101 is expected to be paid in the sample edition");

export const paidArticle = {
  id: source.id,
  path: `news-topics/${source.id}`,
  titleEn: source.titleEn,
  /**
   * The first sentence after the lead (paragraph 1, sentence 0 of the article text), present only
   * when the body was sent; its first word, which is never a glossary button.
   */
  bodySentence: (page: Page) => page.locator('[data-article-text] [data-sentence="1-0"]'),
  bodyStart: source.paragraphs[0]?.en.split(" ")[0] ?? "",
};

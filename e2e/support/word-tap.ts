import { expect, type Page } from "@playwright/test";

/** The centre of `word` (a whole word, first found) in the text of a sentence of the article. */
export const wordPoint = (page: Page, sentenceKey: string, word: string) =>
  page.evaluate(
    ([key, wanted]) => {
      const sentence = document.querySelector(`[data-article-text] [data-sentence="${key}"]`);
      if (!sentence) throw new Error(`no sentence ${key}`);
      const walker = document.createTreeWalker(sentence, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("[role=tooltip]")) continue;
        const at = (node.nodeValue ?? "").search(new RegExp(`\\b${wanted}\\b`));
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        const rect = range.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      }
      throw new Error(`no ${wanted} in sentence ${key}`);
    },
    [sentenceKey, word] as const,
  );

/** Taps a word and gives its popover; a tap before the page has hydrated does nothing, so it taps again. */
export async function tapWord(page: Page, sentenceKey: string, word: string) {
  const dialog = page.getByRole("dialog", { name: word });
  await expect(async () => {
    // In the middle of the window: the audio player sticks to its top and would take the tap.
    await page.locator(`[data-sentence="${sentenceKey}"]`).evaluate((e) => e.scrollIntoView({ block: "center" }));
    const { x, y } = await wordPoint(page, sentenceKey, word);
    await page.mouse.click(x, y);
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

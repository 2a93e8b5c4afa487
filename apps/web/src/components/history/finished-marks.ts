import { askAfterPaint } from "@/auth/after-paint";

/**
 * Shows 読了 on the cards of this page (ArticleCard's data-article-id) whose article the signed-in
 * reader finished (docs/product/reading-history.md#marks), from the page's after-paint answer. A
 * failure leaves the marks hidden: no mark says nothing about reading.
 */
export async function markFinishedCards(): Promise<void> {
  const cards = [...document.querySelectorAll("[data-article-id]")];
  if (cards.length === 0) return;
  const { finished } = await askAfterPaint().catch(() => ({ finished: [] as number[] }));
  const marked = new Set(finished.map(String));
  for (const card of cards)
    if (marked.has(card.getAttribute("data-article-id") ?? "")) card.setAttribute("data-finished", "");
}

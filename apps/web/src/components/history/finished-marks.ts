import { readingLimits } from "@awd/core/constants";
import type { FinishedArticles } from "@awd/core/contract/reading";
import { browserApi } from "@/auth/browser-api";

/**
 * Shows 読了 on the cards of this page (ArticleCard's data-article-id) whose article the signed-in
 * reader finished (docs/product/reading-history.md#marks). A failure leaves the marks hidden: no mark
 * says nothing about reading.
 */
export async function markFinishedCards(): Promise<void> {
  const cards = [...document.querySelectorAll("[data-article-id]")];
  const ids = [...new Set(cards.map((card) => card.getAttribute("data-article-id")))].slice(
    0,
    readingLimits.finishedQueryMaxIds,
  );
  if (ids.length === 0) return;
  const { finished } = await browserApi<FinishedArticles>(`/reading/finished?ids=${ids.join(",")}`).catch(() => ({
    finished: [],
  }));
  const marked = new Set(finished.map(String));
  for (const card of cards)
    if (marked.has(card.getAttribute("data-article-id") ?? "")) card.setAttribute("data-finished", "");
}

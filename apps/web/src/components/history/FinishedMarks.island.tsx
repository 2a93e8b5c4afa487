"use client";

import type { FinishedArticles } from "@awd/core/contract/reading";
import { useEffect } from "react";
import { browserApi } from "@/auth/browser-api";
import { useVisitor } from "@/auth/visitor-hook";

/** The attribute on an article card (ArticleCard's data-article-id) that shows its 読了 mark. */
const finishedAttribute = "data-finished";

/**
 * Lists are prerendered the same for everyone. After the first paint, a signed-in reader's finished
 * articles among these are asked for, and their cards marked 読了 (docs/product/reading-history.md#marks).
 * A failure leaves the marks hidden: no mark says nothing about reading.
 */
export function FinishedMarks({ ids }: { ids: number[] }) {
  const { session } = useVisitor();
  const signedIn = session.status === "signed-in";
  const key = ids.join(",");
  useEffect(() => {
    if (!signedIn || key === "") return;
    const controller = new AbortController();
    browserApi<FinishedArticles>(`/reading/finished?ids=${key}`, { retries: { signal: controller.signal } })
      .then(({ finished }) => {
        if (controller.signal.aborted) return;
        for (const id of finished)
          for (const card of document.querySelectorAll(`[data-article-id="${id}"]`))
            card.setAttribute(finishedAttribute, "");
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn, key]);
  return null;
}

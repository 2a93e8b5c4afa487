"use client";

import { retryDelayMs, shouldRetryFetch } from "@awd/core/retry";
import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useState } from "react";
import { browserApi } from "@/auth/browser-api";
import { reloadRight, useRight } from "@/auth/right-store";
import { useSession } from "@/auth/session-store";
import { RightUnconfirmedNotice } from "@/components/account/RightUnconfirmedNotice";
import type { Article } from "@/lib/api-types";

// The body's code comes only to readers who may see a body: anonymous readers never load it here.
const ArticleBody = dynamic(() => import("./ArticleBody").then((m) => m.ArticleBody));

/**
 * A paid article as the server rendered it for everyone (lead and prompt, `children`), replaced in
 * the browser by what the API gives this reader with their token: the full text, or the prompt
 * with the reason that fits them (subscribe, preview code, renew). When the API cannot answer for
 * the reader just now, they are told so and it is asked again, rather than shown a paywall.
 */
export function PaidArticleGate({ article, children }: { article: Article; children: ReactNode }) {
  const { status } = useSession();
  const right = useRight();
  const [own, setOwn] = useState<Article | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt changes on the reader's reload, to ask again
  useEffect(() => {
    setOwn(null);
    if (status !== "signed-in" && status !== "alliance") return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchOwn = (retriesSoFar: number) =>
      browserApi<Article>(`/${article.series.path}/${article.id}`).then(
        (fetched) => {
          if (!current) return;
          setUnconfirmed(false);
          setOwn(fetched);
        },
        (error: unknown) => {
          if (!current || !shouldRetryFetch(0, error)) return;
          setUnconfirmed(true);
          if (shouldRetryFetch(retriesSoFar, error))
            timer = setTimeout(() => void fetchOwn(retriesSoFar + 1), retryDelayMs(retriesSoFar));
        },
      );
    void fetchOwn(0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [status, article.series.path, article.id, attempt]);

  if (own) return <ArticleBody article={own} />;
  if (unconfirmed || right.status === "unconfirmed")
    return (
      <RightUnconfirmedNotice
        reload={() => {
          setAttempt((n) => n + 1);
          void reloadRight();
        }}
      />
    );
  return children;
}

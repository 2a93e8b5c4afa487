"use client";

import type { Article } from "@awd/core/contract/articles";
import { failedStatus } from "@awd/core/request-failure";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { browserApi } from "@/auth/browser-api";
import { useRight } from "@/auth/right-store";
import { useSession } from "@/auth/session-store";
import { RequestFailedNotice } from "@/components/notices/RequestFailedNotice";

// The body's code comes only to readers who may see a body: anonymous readers never load it here.
// React's lazy rather than next/dynamic, whose loader would add its own code to every article's first load.
const ArticleBody = lazy(() => import("./ArticleBody").then((m) => ({ default: m.ArticleBody })));

type Fetch = { kind: "pending" } | { kind: "fetched"; article: Article } | { kind: "failed"; status?: number };

/**
 * A paid article as the server rendered it for everyone (lead and prompt, `children`), replaced in
 * the browser by what the API gives this reader with their token: the full text, or the prompt
 * with the reason that fits them (subscribe, preview code, renew). Until the API has answered for
 * a signed-in reader, or when it cannot, the lead stays without any prompt, and a failure is said
 * with its status and asked again.
 */
export function PaidArticleGate({ article, children }: { article: Article; children: ReactNode }) {
  const session = useSession();
  const right = useRight();
  const [own, setOwn] = useState<Fetch>({ kind: "pending" });
  const [attempt, setAttempt] = useState(0);
  const readsWithToken = session.status === "signed-in" || session.status === "alliance";

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt changes on the reader's reload, to ask again
  useEffect(() => {
    setOwn({ kind: "pending" });
    if (!readsWithToken) return;
    const controller = new AbortController();
    const failed = (error: unknown) => {
      if (!controller.signal.aborted) setOwn({ kind: "failed", status: failedStatus(error) });
    };
    browserApi<Article>(`/${article.series.path}/${article.id}`, {
      retries: { signal: controller.signal, onRetry: failed },
    }).then((fetched) => {
      if (!controller.signal.aborted) setOwn({ kind: "fetched", article: fetched });
    }, failed);
    return () => controller.abort();
  }, [readsWithToken, article.series.path, article.id, attempt]);

  const waitingForReader =
    readsWithToken ||
    session.status === "unconfirmed" ||
    right.status === "unconfirmed" ||
    (session.status === "loading" && session.sdkRequested);
  if (own.kind === "pending" && !waitingForReader) return children;
  return (
    <Suspense fallback={null}>
      {own.kind === "fetched" ? (
        <ArticleBody article={own.article} />
      ) : (
        <ArticleBody
          article={article}
          inPlaceOfPrompt={
            own.kind === "failed" ? (
              <RequestFailedNotice request="article" status={own.status} reload={() => setAttempt((n) => n + 1)} />
            ) : null
          }
        />
      )}
    </Suspense>
  );
}

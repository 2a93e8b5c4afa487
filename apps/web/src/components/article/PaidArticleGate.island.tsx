"use client";

import type { Article } from "@awd/core/contract/articles";
import { failedStatus } from "@awd/core/request-failure";
import { savedIssueCacheName } from "@awd/core/saved-issue-cache";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { articleShowRoute } from "@/api/articles.generated";
import { browserApi } from "@/auth/browser-api";
import { publicConfig } from "@/auth/public-config";
import { useSession } from "@/auth/session-store";
import { RequestFailedNotice } from "@/components/notices/RequestFailedNotice";
import { pathOf } from "@/lib/api-route";
import { savedAccount } from "@/offline/saved-account";

// The body's code comes only to readers who may see a body: anonymous readers never load it here.
// React's lazy rather than next/dynamic, whose loader would add its own code to every article's first load.
const ArticleBody = lazy(() => import("./ArticleBody").then((m) => ({ default: m.ArticleBody })));
const AudioTranscript = lazy(() =>
  import("@/components/audio/AudioTranscript").then((m) => ({ default: m.AudioTranscript })),
);

/** The body each page shows of a paid article: the article page's, or the audio page's transcript and player. */
const bodies = { article: ArticleBody, audio: AudioTranscript } as const;
export type PaidBodyView = keyof typeof bodies;

// The text kept by "この号を保存" for the account that saved it, read when the API cannot be reached.
const savedText = async (path: string): Promise<Article | undefined> => {
  const account = savedAccount();
  return account
    ? (await caches.match(publicConfig.readApiUrl + path, { cacheName: savedIssueCacheName(account) }))?.json()
    : undefined;
};

type Fetch = { kind: "pending" } | { kind: "fetched"; article: Article } | { kind: "failed"; status?: number };

/**
 * A paid article as the server rendered it for everyone (lead and prompt, `children`), replaced in
 * the browser by what the API gives this reader with their token: the full text, or the prompt
 * with the reason that fits them (subscribe, preview code, renew). Until the API has answered for
 * a signed-in reader, or when it cannot, the lead stays without any prompt, and a failure is said
 * with its status and asked again. The article page and the audio page both read a paid text through it.
 */
export function PaidArticleGate({
  article,
  view = "article",
  children,
}: {
  article: Article;
  /** which page's body to render in place of `children` */
  view?: PaidBodyView;
  children: ReactNode;
}) {
  const Body = bodies[view];
  const session = useSession();
  const [own, setOwn] = useState<Fetch>({ kind: "pending" });
  const [attempt, setAttempt] = useState(0);
  const readsWithToken = session.status === "signed-in" || session.status === "alliance";
  const sessionStatus = session.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt changes on the reader's reload, to ask again
  useEffect(() => {
    setOwn({ kind: "pending" });
    const params = { seriesPath: article.series.path, id: article.id };
    const controller = new AbortController();
    const fetched = (answer: Article) => {
      if (!controller.signal.aborted) setOwn({ kind: "fetched", article: answer });
    };
    // Offline, or where the sign-in cannot be confirmed (the provider out of reach), the reader reads what they saved.
    if (!navigator.onLine || sessionStatus === "unconfirmed")
      void savedText(pathOf(articleShowRoute, { params })).then((saved) => {
        if (saved) fetched(saved);
        if (saved) controller.abort();
      });
    if (!readsWithToken) return () => controller.abort();
    const failed = (error: unknown) => {
      if (!controller.signal.aborted) setOwn({ kind: "failed", status: failedStatus(error) });
    };
    browserApi(articleShowRoute, { params, retries: { signal: controller.signal, onRetry: failed } }).then(
      fetched,
      failed,
    );
    return () => controller.abort();
  }, [readsWithToken, sessionStatus, article.series.path, article.id, attempt]);

  // Until this reader's own body is here (and its code), the page keeps what the server rendered:
  // for a reader signed in on this browser, without the prompt (ServedBody), whose room whatever
  // replaces it takes, so that nothing above it moves.
  if (own.kind === "pending") return children;
  return (
    <Suspense fallback={children}>
      {own.kind === "fetched" ? (
        <Body article={own.article} />
      ) : (
        <Body
          article={article}
          inPlaceOfPrompt={
            <RequestFailedNotice request="article" status={own.status} reload={() => setAttempt((n) => n + 1)} />
          }
        />
      )}
    </Suspense>
  );
}

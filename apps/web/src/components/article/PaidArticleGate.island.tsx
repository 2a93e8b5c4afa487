"use client";

import type { Article } from "@awd/core/contract/articles";
import { failedStatus } from "@awd/core/request-failure";
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useState } from "react";
import { browserApi } from "@/auth/browser-api";
import { publicConfig } from "@/auth/public-config";
import { useRight } from "@/auth/right-store";
import { useSession } from "@/auth/session-store";
import { RequestFailedNotice } from "@/components/notices/RequestFailedNotice";

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
// The account's record and its cache are core's saved-issue-cache names, written out here: importing
// that module would add its own code to every article's first load (saved-account.test.ts keeps them equal).
const savedText = async (path: string): Promise<Article | undefined> => {
  const account = localStorage.getItem("awd-saved-issue-account");
  return account
    ? (await caches.match(publicConfig.readApiUrl + path, { cacheName: `awd-saved-issue-${account}` }))?.json()
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
  const right = useRight();
  const [own, setOwn] = useState<Fetch>({ kind: "pending" });
  const [attempt, setAttempt] = useState(0);
  const readsWithToken = session.status === "signed-in" || session.status === "alliance";
  const sessionStatus = session.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt changes on the reader's reload, to ask again
  useEffect(() => {
    setOwn({ kind: "pending" });
    const path = `/${article.series.path}/${article.id}`;
    const controller = new AbortController();
    const fetched = (answer: Article) => {
      if (!controller.signal.aborted) setOwn({ kind: "fetched", article: answer });
    };
    // Offline, or where the sign-in cannot be confirmed (the provider out of reach), the reader reads what they saved.
    if (!navigator.onLine || sessionStatus === "unconfirmed")
      void savedText(path).then((saved) => {
        if (saved) fetched(saved);
        if (saved) controller.abort();
      });
    if (!readsWithToken) return () => controller.abort();
    const failed = (error: unknown) => {
      if (!controller.signal.aborted) setOwn({ kind: "failed", status: failedStatus(error) });
    };
    browserApi<Article>(path, { retries: { signal: controller.signal, onRetry: failed } }).then(fetched, failed);
    return () => controller.abort();
  }, [readsWithToken, sessionStatus, article.series.path, article.id, attempt]);

  const waitingForReader =
    readsWithToken ||
    session.status === "unconfirmed" ||
    right.status === "unconfirmed" ||
    (session.status === "loading" && session.sdkRequested);
  // The body's code may still be on its way when the session says a reader is coming: rendered as a
  // deferred value, the page keeps what it shows until that code is here, rather than hiding it
  // meanwhile (Suspense), which moved everything below it twice.
  const showsOwnBody = useDeferredValue(own.kind !== "pending" || waitingForReader);
  if (!showsOwnBody) return children;
  return (
    <Suspense fallback={null}>
      {own.kind === "fetched" ? (
        <Body article={own.article} />
      ) : (
        <Body
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

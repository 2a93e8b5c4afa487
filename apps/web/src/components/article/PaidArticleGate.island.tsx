"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useState } from "react";
import { browserApi } from "@/auth/browser-api";
import { useSession } from "@/auth/session-store";
import type { Article } from "@/lib/api-types";

// The body's code comes only to readers who may see a body: anonymous readers never load it here.
const ArticleBody = dynamic(() => import("./ArticleBody").then((m) => m.ArticleBody));

/**
 * A paid article as the server rendered it for everyone (lead and prompt, `children`), replaced in
 * the browser by what the API gives this reader with their token: the full text, or the prompt
 * with the reason that fits them (subscribe, preview code, renew).
 */
export function PaidArticleGate({ article, children }: { article: Article; children: ReactNode }) {
  const { status } = useSession();
  const [own, setOwn] = useState<Article | null>(null);

  useEffect(() => {
    setOwn(null);
    if (status !== "signed-in" && status !== "alliance") return;
    let current = true;
    browserApi<Article>(`/${article.series.path}/${article.id}`)
      .then((fetched) => current && setOwn(fetched))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [status, article.series.path, article.id]);

  return own ? <ArticleBody article={own} /> : children;
}

"use client";

import { useEffect } from "react";
import { useVisitor } from "@/auth/visitor-hook";

/**
 * Records a signed-in reader's reading of the article, once per view (docs/product/reading-history.md).
 * What records it loads only then: an anonymous visitor's page loads and sends nothing.
 */
export function ReadingRecorder({ articleId }: { articleId: number }) {
  const signedIn = useVisitor().session.status === "signed-in";
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import("./article-reading").then(({ recordArticleReading }) => {
      if (!left) stop = recordArticleReading(articleId);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [signedIn, articleId]);
  return null;
}

"use client";

import { useEffect, useRef } from "react";
import { useVisitor } from "@/auth/visitor-hook";
import { recordReading } from "./record-reading";

/** Records, once per view, that a signed-in reader opened the article (docs/product/reading-history.md). */
export function ReadingOpened({ articleId }: { articleId: number }) {
  const { session } = useVisitor();
  const recorded = useRef<number | null>(null);
  const signedIn = session.status === "signed-in";
  useEffect(() => {
    if (!signedIn || recorded.current === articleId) return;
    recorded.current = articleId;
    recordReading(articleId, "opened");
  }, [signedIn, articleId]);
  return null;
}

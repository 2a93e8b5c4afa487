"use client";

import { useEffect, useRef } from "react";
import { useVisitor } from "@/auth/visitor-hook";
import { engagementSignalEvent } from "@/lib/engagement-signal";
import { recordReading } from "./record-reading";

/**
 * The end of the text the reader may read ([data-reading-end], which the feedback card watches too).
 * For a signed-in reader it records the article finished, once per view, when it scrolls into view or
 * an exercise is done (docs/product/reading-history.md#what-is-recorded). A page opened at its end without
 * scrolling has not been read.
 */
export function ReadingEnd({ articleId }: { articleId: number }) {
  const { session } = useVisitor();
  const end = useRef<HTMLDivElement>(null);
  const recorded = useRef<number | null>(null);
  const signedIn = session.status === "signed-in";
  useEffect(() => {
    const target = end.current;
    if (!signedIn || !target || recorded.current === articleId) return;
    const finish = () => {
      if (recorded.current === articleId) return;
      recorded.current = articleId;
      recordReading(articleId, "finished");
      stop();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && window.scrollY > 0) finish();
    });
    // Scrolled to the end without the observer noticing a change (already in view before the scroll).
    const onScroll = () => {
      if (window.scrollY > 0 && target.getBoundingClientRect().top <= window.innerHeight) finish();
    };
    const onSignal = (event: Event) => (event as CustomEvent<string>).detail === "quizDone" && finish();
    const stop = () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener(engagementSignalEvent, onSignal);
    };
    observer.observe(target);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener(engagementSignalEvent, onSignal);
    return stop;
  }, [signedIn, articleId]);
  return <div ref={end} data-reading-end="" />;
}

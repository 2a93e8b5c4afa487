"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useVisitor } from "@/auth/visitor-hook";
import type * as Engagement from "@/engagement/engagement";

type EngagementModule = typeof Engagement;

/** Runs once the browser is idle (or after a while where it cannot tell); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1500);
  return () => clearTimeout(handle);
}

/** The card in the page's place for it (the end of the article's text, else of the page), never over the text. */
const inPlace = (node: ReactNode, place: Element | null) => (place?.isConnected ? createPortal(node, place) : node);

// The engagement features of every page, kept out of its first-load JavaScript: after idle this
// loads the analytics queue and the remote config, records page views and, for a subscriber
// on a page one of the remote config's surveys is shown on, the feedback card, once the
// reader has read, listened or answered (engagement/reader-engagement.ts).
export function EngagementBoot() {
  const { ready, visitor, permissions } = useVisitor();
  const pathname = usePathname();
  const [engagement, setEngagement] = useState<EngagementModule | null>(null);
  const [card, setCard] = useState<Engagement.FeedbackCardMount | null>(null);
  const [place, setPlace] = useState<Element | null>(null);

  useEffect(
    () =>
      whenIdle(() => {
        void import("@/engagement/engagement").then((module) => {
          module.startEngagement();
          setEngagement(module);
        });
      }),
    [],
  );

  const { isAuthenticated, right } = visitor;
  useEffect(() => {
    if (engagement && ready) engagement.identify({ isAuthenticated, right });
  }, [engagement, ready, isAuthenticated, right]);

  const wantsCard = ready && permissions.showFeedbackCard;
  useEffect(() => {
    setCard(null);
    if (!engagement || !wantsCard || !pathname) return;
    let current = true;
    let stopWatching = () => {};
    // The display rules are written for the browser's path, base path included (/awd/...). The
    // card waits for the reader to engage with the page, so it never greets them over the controls.
    void engagement
      .whenFeedbackCardDue(window.location.pathname, (found) => {
        if (!current) return;
        setPlace(engagement.feedbackCardPlace());
        setCard(found);
      })
      .then((stop) => {
        if (current) stopWatching = stop;
        else stop();
      });
    return () => {
      current = false;
      stopWatching();
    };
  }, [engagement, wantsCard, pathname]);

  const closeCard = useCallback(() => setCard(null), []);

  if (!engagement) return null;
  return (
    <>
      {ready && <PageViews record={engagement.pageView} />}
      {card &&
        inPlace(
          <card.FeedbackCard
            key={card.survey.eventKey}
            survey={card.survey}
            send={engagement.sendFeedback}
            onClosed={closeCard}
          />,
          place,
        )}
    </>
  );
}

/**
 * Records a page view per path and query (/?category=News is a page of its own). Rendered only in
 * the browser, after the engagement module loaded, so reading the query never holds up a prerender.
 */
function PageViews({ record }: { record(path: string): void }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => record(query ? `${pathname}?${query}` : pathname), [record, pathname, query]);
  return null;
}

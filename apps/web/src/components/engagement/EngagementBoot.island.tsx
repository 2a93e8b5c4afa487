"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
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

// The engagement features of every page, kept out of its first-load JavaScript: after idle this
// loads the analytics queue and the remote config, records page views, and, for a subscriber
// (spec §4) on a page one of the remote config's surveys is shown on, the feedback card.
export function EngagementBoot() {
  const { ready, visitor, permissions } = useVisitor();
  const pathname = usePathname();
  const [engagement, setEngagement] = useState<EngagementModule | null>(null);
  const [card, setCard] = useState<Engagement.FeedbackCardMount | null>(null);

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

  useEffect(() => {
    if (engagement && ready) engagement.pageView(pathname);
  }, [engagement, ready, pathname]);

  const wantsCard = ready && permissions.showFeedbackCard;
  useEffect(() => {
    setCard(null);
    if (!engagement || !wantsCard || !pathname) return;
    let current = true;
    // The display rules are written for the browser's path, base path included (/awd/...).
    void engagement.feedbackCardFor(window.location.pathname).then((found) => {
      if (current) setCard(found);
    });
    return () => {
      current = false;
    };
  }, [engagement, wantsCard, pathname]);

  const closeCard = useCallback(() => setCard(null), []);

  if (!engagement || !card) return null;
  const { FeedbackCard, survey } = card;
  return <FeedbackCard key={survey.eventKey} survey={survey} send={engagement.sendFeedback} onClosed={closeCard} />;
}

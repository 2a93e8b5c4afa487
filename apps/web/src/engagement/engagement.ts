import { feedbackEventName } from "@awd/core/constants";
import type { FeedbackAnswer } from "@awd/core/feedback-answer";
import type { Survey } from "@awd/core/feedback-survey";
import { userTypeOf } from "@awd/core/user-type";
import type { Visitor } from "@awd/core/visitor";
import type { ComponentType } from "react";
import type { FeedbackCardProps } from "@/components/engagement/FeedbackCard.island";
import { analyticsQueue, startAnalytics } from "./analytics";
import { isSurveyAnswered } from "./feedback-flags";
import { followReading } from "./reading-history";
import { remoteConfig } from "./remote-config";
import { track } from "./track";

// What the engagement boot loads after idle: the analytics queue, the remote config, for a signed-in
// reader on an article the reading history, and, for a subscriber on a page a survey is shown on, the
// feedback card. Nothing here is in a page's
// first-load JavaScript; core's survey rules (and zod with them) load only for subscribers.

/** The deployment the events come from. */
const environment = process.env.NEXT_PUBLIC_AWD_ENVIRONMENT ?? process.env.NODE_ENV ?? "development";

let started = false;
let lastPageView: string | undefined;
let signedIn = false;

export function startEngagement(): void {
  if (started) return;
  started = true;
  startAnalytics();
  void remoteConfig.fetchAndActivate();
}

/** Who is reading, for the events' awd_user_type (core's rule). */
export function identify(visitor: Visitor): void {
  analyticsQueue.setContext({ awd_user_type: userTypeOf(visitor), environment });
  signedIn = visitor.isAuthenticated;
  followReading(signedIn);
}

/** A page view, once per path and query in a row (the path without the base path). */
export function pageView(path: string): void {
  if (path === lastPageView) return;
  lastPageView = path;
  track("page_view", path);
  followReading(signedIn);
}

export interface FeedbackCardMount {
  FeedbackCard: ComponentType<FeedbackCardProps>;
  survey: Survey;
}

/** The card to show on this path, or null: no matching survey, or answered. */
async function feedbackCardFor(pathname: string): Promise<FeedbackCardMount | null> {
  const { surveyToShow } = await import("./feedback-surveys");
  const choice = surveyToShow(remoteConfig.state().values, pathname, (eventKey) => isSurveyAnswered(eventKey));
  if (choice.kind === "invalid") console.error(`Remote config: userFeedback is not usable (${choice.reason})`);
  if (choice.kind !== "survey") return null;
  const { FeedbackCard } = await import("@/components/engagement/FeedbackCard.island");
  return { FeedbackCard, survey: choice.survey };
}

/**
 * Calls `show` with the card for this path once the reader has engaged with the page, when a config
 * is in force and a survey matches that they have not answered; returns a stop. The survey is chosen
 * only then: its rule reads the remote config with core's schema, whose zod (about 100 KB) a
 * subscriber's page load would otherwise evaluate on every page, as the page becomes usable.
 */
export async function whenFeedbackCardDue(
  pathname: string,
  show: (mount: FeedbackCardMount) => void,
): Promise<() => void> {
  if (!(await remoteConfig.fetchAndActivate())) return () => {};
  const { whenReaderEngaged } = await import("./reader-engagement");
  let stopped = false;
  const stopWatching = whenReaderEngaged(() => {
    void feedbackCardFor(pathname).then((mount) => {
      if (mount && !stopped) show(mount);
    });
  });
  return () => {
    stopped = true;
    stopWatching();
  };
}

/**
 * Where the card goes: in the page, at the end of the article's text, else at the end of the page
 * (the first [data-feedback-place] in the document). Pinned to the window, a card hid the very lines
 * being read on a phone; in the page it waits where the reader arrives once they have read.
 */
export const feedbackCardPlace = (): Element | null => document.querySelector("[data-feedback-place]");

/** Each answer is a user_feedback event; sent at once rather than with the next batch. */
export async function sendFeedback(answers: readonly FeedbackAnswer[]): Promise<void> {
  for (const answer of answers) analyticsQueue.push({ event: feedbackEventName, label: null, ...answer });
  await analyticsQueue.flush();
}

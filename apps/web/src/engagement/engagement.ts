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
  /** calls `ask` once the reader has engaged enough with the page to be asked; returns a stop */
  whenEngaged(ask: () => void): () => void;
}

/** The card to show on this path, or null: no config in force, no matching survey, or answered. */
export async function feedbackCardFor(pathname: string): Promise<FeedbackCardMount | null> {
  if (!(await remoteConfig.fetchAndActivate())) return null;
  const { surveyToShow } = await import("./feedback-surveys");
  const choice = surveyToShow(remoteConfig.state().values, pathname, (eventKey) => isSurveyAnswered(eventKey));
  if (choice.kind === "invalid") console.error(`Remote config: userFeedback is not usable (${choice.reason})`);
  if (choice.kind !== "survey") return null;
  const [{ FeedbackCard }, { whenReaderEngaged }] = await Promise.all([
    import("@/components/engagement/FeedbackCard.island"),
    import("./reader-engagement"),
  ]);
  return { FeedbackCard, survey: choice.survey, whenEngaged: whenReaderEngaged };
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

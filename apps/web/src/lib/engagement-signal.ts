import type { EngagementSignal } from "@awd/core/survey-moment";

// What an island tells the engagement watcher (engagement/reader-engagement.ts, loaded later and
// only where a survey may ask): an event on the window, so the island needs nothing of it.
export const engagementSignalEvent = "awd:engagement";

export const signalEngagement = (signal: EngagementSignal): void => {
  window.dispatchEvent(new CustomEvent(engagementSignalEvent, { detail: signal }));
};

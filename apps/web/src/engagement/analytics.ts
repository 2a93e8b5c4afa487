import { authHeaders } from "@awd/core/auth-header";
import { siteApiPath } from "@awd/core/base-path";
import { eventsRecordRoute } from "@/api/events.generated";
import { sessionCredentials } from "@/auth/session-store";
import { requestRoute } from "@/lib/api-client";
import { type AnalyticsEvent, createEventQueue } from "./event-queue";
import { connectTracking } from "./track";

// docs/product/analytics-events.md#batching: the browser's queue, sending to our own API only (POST /events), with
// the reader's credentials while the page lives. When the page is left the rest goes with
// keepalive, anonymously: there is no time left to ask the sign-in SDK for a token.

// Not asked again: the API may have stored a batch whose answer was lost, and a second try would
// count its events twice; a failure is reported and the events are let go (never shown to the reader).
async function send(events: AnalyticsEvent[], { keepalive }: { keepalive: boolean }): Promise<void> {
  await requestRoute(siteApiPath, eventsRecordRoute, {
    keepalive,
    headers: keepalive ? {} : authHeaders(await sessionCredentials()),
    body: { events },
  });
}

export const analyticsQueue = createEventQueue({
  send,
  report: (message, error) => console.error(message, error ?? ""),
  timers: { set: (run, ms) => window.setTimeout(run, ms), clear: (handle) => window.clearTimeout(handle as number) },
});

/** The label of the audio that started: its player's analytics label, else the page it plays on. */
const audioLabel = (audio: Element) =>
  audio.closest<HTMLElement>("[data-analytics-label]")?.dataset.analyticsLabel ?? window.location.pathname;

let listening = false;

/** Starts the listeners once: labelled links, first plays of audio, leaving the page. */
export function startAnalytics(): void {
  if (listening) return;
  listening = true;
  connectTracking((input) => analyticsQueue.push(input));

  // docs/product/analytics-events.md#navigation-labels: every category navigation link (and the
  // header's help and FAQ) carries its label.
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const label = target?.closest<HTMLElement>("[data-analytics-label]")?.dataset.analyticsLabel;
      if (label) analyticsQueue.push({ event: "nav_click", label });
    },
    { capture: true },
  );

  // Media events do not bubble but are seen while capturing; one play per audio element and page.
  const played = new WeakSet<EventTarget>();
  document.addEventListener(
    "play",
    (event) => {
      const audio = event.target;
      if (!(audio instanceof HTMLAudioElement) || played.has(audio)) return;
      played.add(audio);
      analyticsQueue.push({ event: "audio_play", label: audioLabel(audio) });
    },
    { capture: true },
  );

  const leave = () => void analyticsQueue.flush({ keepalive: true });
  window.addEventListener("pagehide", leave);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") leave();
  });
}

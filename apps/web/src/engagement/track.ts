// docs/product/analytics-events.md#events: the one door any island records an event through. It holds no queue and
// no fetch, so importing it costs nothing on the first load; the events wait here until the
// engagement boot has loaded the queue (analytics.ts) after idle, which then takes them over.

export type TrackedEvent = "page_view" | "nav_click" | "search" | "audio_play";

export interface TrackedInput {
  event: TrackedEvent;
  label: string | null;
}

type Sink = (input: TrackedInput) => void;

/** Enough for a slow start; past it the oldest wait is dropped rather than growing without end. */
const maxWaiting = 50;
const waiting: TrackedInput[] = [];
let sink: Sink | undefined;

/** Records an event, e.g. track("search", word) when the search page runs a search. */
export function track(event: TrackedEvent, label?: string | null): void {
  const input = { event, label: label ?? null };
  if (sink) {
    sink(input);
    return;
  }
  waiting.push(input);
  if (waiting.length > maxWaiting) waiting.shift();
}

/** Called once by the analytics queue: hands over what waited, then every later event. */
export function connectTracking(next: Sink): void {
  sink = next;
  for (const input of waiting.splice(0)) next(input);
}

import { type EngagementSignal, isSurveyMoment } from "@awd/core/survey-moment";
import { engagementSignalEvent } from "@/lib/engagement-signal";

// Watches how the reader engages with the page and calls `ask` once, when core's rule says the
// feedback card may ask: the end of the text (the article's [data-reading-end], else the footer)
// scrolled into view, the audio heard to its end, an exercise finished (signalled by the quiz
// islands), or the reader leaving (the pointer out through the top of the window, the tab hidden).
// Returns a stop, for the page the reader moves on to.

const textFields = 'input[type="text"], input[type="search"], input:not([type]), textarea';

const isListening = () => [...document.querySelectorAll("audio")].some((audio) => !audio.paused && !audio.ended);
const isTyping = () => document.activeElement?.matches(textFields) ?? false;

const hasReachedEnd = () => {
  const end = document.querySelector("[data-reading-end]") ?? document.querySelector("[data-site-footer]");
  // A page opened at its end without scrolling has not been read.
  return window.scrollY > 0 && end !== null && end.getBoundingClientRect().top <= window.innerHeight;
};

export function whenReaderEngaged(ask: () => void): () => void {
  const signals = new Set<EngagementSignal>();
  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions][] = [];
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
  };
  const check = () => {
    if (stopped || !isSurveyMoment({ signals: [...signals], listening: isListening(), typing: isTyping() })) return;
    stop();
    ask();
  };
  const add = (signal: EngagementSignal) => {
    signals.add(signal);
    check();
  };
  const listen = (
    target: EventTarget,
    type: string,
    listener: EventListener,
    options: AddEventListenerOptions = {},
  ) => {
    target.addEventListener(type, listener, options);
    listeners.push([target, type, listener, options]);
  };

  listen(window, "scroll", () => hasReachedEnd() && add("reachedEnd"), { passive: true });
  listen(window, engagementSignalEvent, (event) => add((event as CustomEvent<EngagementSignal>).detail));
  // Media events do not bubble: caught on their way down.
  listen(document, "ended", () => add("audioEnded"), { capture: true });
  listen(document, "pause", check, { capture: true });
  // After a field lost the focus, once the focus has moved on (it may be another field).
  listen(document, "focusout", () => setTimeout(check));
  listen(document, "mouseout", (event) => {
    const { relatedTarget, clientY } = event as MouseEvent;
    if (!relatedTarget && clientY <= 0) add("leaving");
  });
  listen(document, "visibilitychange", () => document.visibilityState === "hidden" && add("leaving"));

  if (hasReachedEnd()) signals.add("reachedEnd");
  if ([...document.querySelectorAll("audio")].some((audio) => audio.ended)) signals.add("audioEnded");
  if (signals.size > 0) check();
  return stop;
}

import { readingFinishedRoute, readingOpenedRoute } from "@/api/reading.generated";
import { browserApi } from "@/auth/browser-api";
import { engagementSignalEvent } from "@/lib/engagement-signal";

// docs/product/reading-history.md#what-is-recorded: loaded by ReadingRecorder only for a signed-in
// reader, so the article's first load carries none of it. A recording is safe to send again (the API
// keeps the first opening and the first finish), so a failure is asked again by the shared rule and
// then let go: the reader's reading is never interrupted for it.

const record = (articleId: number, event: "opened" | "finished") =>
  browserApi(event === "opened" ? readingOpenedRoute : readingFinishedRoute, {
    params: { id: articleId },
    retries: {},
  }).catch(() => undefined);

/**
 * Records the article opened, then finished when the end of the text the reader may read
 * ([data-reading-end], which a paid article's body brings once its text arrives) scrolls into view,
 * or an exercise is done. A page opened at its end without scrolling has not been read. Returns a
 * stop, for the page the reader moves on to.
 */
export function recordArticleReading(articleId: number): () => void {
  void record(articleId, "opened");
  let observed: Element | null = null;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting) && window.scrollY > 0) finish();
  });
  // The end may come later than the page (a paid text fetched in the browser) or already be in view
  // when the reader starts scrolling: each scroll looks for it and checks it.
  const onScroll = () => {
    const end = document.querySelector("[data-reading-end]");
    if (!end) return;
    if (end !== observed) {
      observed = end;
      observer.observe(end);
    }
    if (window.scrollY > 0 && end.getBoundingClientRect().top <= window.innerHeight) finish();
  };
  const onSignal = (event: Event) => (event as CustomEvent<string>).detail === "quizDone" && finish();
  const stop = () => {
    observer.disconnect();
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener(engagementSignalEvent, onSignal);
  };
  const finish = () => {
    stop();
    void record(articleId, "finished");
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener(engagementSignalEvent, onSignal);
  onScroll();
  return stop;
}

// How long the web server waits for the API before it gives up: a frozen API must not hold a
// reader's request open for ever. ISR then keeps serving the page it has; a page it does not have
// yet shows the error page.
export const apiTimeoutMs = 5_000;

const timeoutError = (url: string) =>
  new DOMException(`${url} did not answer within ${apiTimeoutMs / 1000} s`, "TimeoutError");

/** A signal for a whole exchange (answer and body) with the API. */
export const apiTimeoutSignal = (): AbortSignal => AbortSignal.timeout(apiTimeoutMs);

/**
 * fetch that gives up when the API has not begun to answer within apiTimeoutMs, and leaves the body
 * to stream for as long as it takes (an audio file may take longer than that).
 */
export async function fetchWithAnswerTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutError(url)), apiTimeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

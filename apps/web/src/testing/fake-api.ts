import { siteApiPath } from "@awd/core/base-path";
import { vi } from "vitest";

// The network of a component test, faked at the fetch boundary: the component and every module it
// uses run as they are, and each request the page sends is answered by the test (and recorded).

export interface SentRequest {
  method: string;
  /** the API's path and query, e.g. "/dictionary?word=harbour" (without the site's `/awd/reader-api`) */
  path: string;
  body: unknown;
}

/** An answer of the API: { data } with a 2xx status, the problem's body otherwise; "offline" when no answer comes. */
export type FakeAnswer = { status: number; body?: unknown } | "offline";

/** Answers each request with answer(request) (a promise holds the answer back); gives the requests sent. */
export function fakeApi(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal("fetch", async (input: string | URL, init: RequestInit = {}) => {
    // browserApi asks on the site's own origin (docs/adr/017): a path under siteApiPath, the API's path after it.
    const url = new URL(String(input), window.location.href);
    const pathname = url.pathname.startsWith(`${siteApiPath}/`) ? url.pathname.slice(siteApiPath.length) : url.pathname;
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const request: SentRequest = { method: init.method ?? "GET", path: `${pathname}${url.search}`, body };
    sent.push(request);
    const answered = await answer(request);
    if (answered === "offline") throw new TypeError("Failed to fetch");
    return new Response(answered.body === undefined ? null : JSON.stringify(answered.body), {
      status: answered.status,
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
}

/** A promise and the functions that settle it, for an answer a test holds back. */
export function heldBack<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

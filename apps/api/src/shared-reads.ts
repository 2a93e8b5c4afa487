import { createHash } from "node:crypto";
import { idTokenHeader } from "@awd/core/auth-header";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";
import { carriesCredentials } from "./response-headers.ts";

// The reads every visitor shares (lists, series, an article as an anonymous visitor sees it): a weekly
// issue sends every subscriber at once, and a spike of identical reads should cost one query, not one
// each. Anonymous answers are kept a few seconds in this process and may be kept as long by browsers
// and the front; an answer to a request with credentials is that reader's and never touches the cache.

/** How long a shared answer is fresh, and how long after that a front may serve it while it asks again. */
export const sharedReadLifetime = { freshSeconds: 5, staleSeconds: 30 } as const;

/** The Cache-Control of an anonymous shared read. */
export const sharedReadCacheControl = `public, max-age=${sharedReadLifetime.freshSeconds}, stale-while-revalidate=${sharedReadLifetime.staleSeconds}`;

/** The same URL is answered differently with credentials: no cache may hand one reader's answer to another. */
const sharedReadVary = `Authorization, ${idTokenHeader}`;

/** One sentence for the OpenAPI descriptions of the routes that use it. */
const sharedReadDescription = `Anonymous answers carry a strong ETag (If-None-Match gives 304), \`Cache-Control: ${sharedReadCacheControl}\` and \`Vary: ${sharedReadVary}\`, and are reused by the API for up to ${sharedReadLifetime.freshSeconds} s (an import or a notice change ends that at once); answers to requests with credentials are \`private, no-store\`.`;

interface Answer {
  body: ArrayBuffer;
  contentType: string;
  etag: string;
}

interface Entry {
  expires: number;
  /** Pending while the first request computes it, so the others at the same moment wait for it. */
  answer: Promise<Answer | undefined>;
}

/**
 * Anonymous answers by URL, each for a few seconds; the oldest goes first once it holds maxEntries.
 * Beside them, what the answers to signed-in readers are made of and every reader shares (an
 * article's content, access judged per request), kept as long and emptied with them.
 */
export class SharedReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #content = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    readonly freshMs = sharedReadLifetime.freshSeconds * 1000,
    readonly maxEntries = 500,
  ) {}

  fresh(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expires > now) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  put(key: string, entry: Entry): void {
    this.#entries.set(key, entry);
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  clear(): void {
    this.#entries.clear();
    this.#content.clear();
  }

  /**
   * What compute gives for key, reused for freshMs: requests at the same moment share one
   * computation, and a failed one is not kept. Never an answer to a reader: what answers are made of.
   */
  keep<T>(key: string, now: number, compute: () => Promise<T>): Promise<T> {
    const entry = this.#content.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    const value = compute();
    const kept = { expires: now + this.freshMs, value };
    this.#content.set(key, kept);
    if (this.#content.size > this.maxEntries) this.#content.delete(this.#content.keys().next().value as string);
    value.catch(() => {
      if (this.#content.get(key) === kept) this.#content.delete(key);
    });
    return value;
  }

  forget(key: string, entry: Entry): void {
    if (this.#entries.get(key) === entry) this.#entries.delete(key);
  }
}

const entityTag = (body: ArrayBuffer) => `"${createHash("sha256").update(Buffer.from(body)).digest("base64url")}"`;

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x", and * matches anything. */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  (ifNoneMatch ?? "").split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });

async function answerOf(response: Response): Promise<Answer> {
  const body = await response.arrayBuffer();
  return { body, contentType: response.headers.get("content-type") ?? "application/json", etag: entityTag(body) };
}

/** Route middleware of a shared read: the cache, ETag/304 and public caching for anonymous requests. */
const sharedRead: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("Vary", sharedReadVary, { append: true });
  if (carriesCredentials(c.req.raw.headers)) return next();
  const cache = c.var.sharedReads;
  const now = c.var.now;
  const url = new URL(c.req.url);
  const key = `${url.pathname}${url.search}`;
  let answer: Answer | undefined;
  const cached = cache.fresh(key, now);
  if (cached) answer = await cached.answer;
  if (!answer) {
    let resolve: (answer: Answer | undefined) => void = () => {};
    const entry = { expires: now + cache.freshMs, answer: new Promise<Answer | undefined>((r) => (resolve = r)) };
    cache.put(key, entry);
    try {
      await next();
      if (c.res.status === 200) answer = await answerOf(c.res);
    } finally {
      resolve(answer);
      if (!answer) cache.forget(key, entry);
    }
    if (!answer) return;
  }
  const headers = { ETag: answer.etag, "Cache-Control": sharedReadCacheControl, "Content-Type": answer.contentType };
  c.res = matches(c.req.header("if-none-match"), answer.etag)
    ? c.body(null, 304, headers)
    : c.body(answer.body, 200, headers);
};

export const notModifiedResponse = {
  304: { description: "Not Modified: the anonymous answer is still the one whose ETag If-None-Match names" },
} as const;

/** What a shared read's route adds to its descriptor (routeOf): the middleware, the description, and its 304. */
export const sharedReadExtras = {
  middleware: [sharedRead],
  description: sharedReadDescription,
  errors: notModifiedResponse,
};

import { createHash } from "node:crypto";
import { idTokenHeader } from "@awd/core/auth-header";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";
import { carriesCredentials } from "./response-headers.ts";
import { type Answer, sharedReadLifetime } from "./shared-read-cache.ts";

// The reads every visitor shares (lists, series, an article as an anonymous visitor sees it): a weekly
// issue sends every subscriber at once, and a spike of identical reads should cost one query, not one
// each. Anonymous answers are kept a few seconds in this process and may be kept as long by browsers
// and the front; an answer to a request with credentials is that reader's and never touches the cache.

/** The Cache-Control of an anonymous shared read. */
export const sharedReadCacheControl = `public, max-age=${sharedReadLifetime.freshSeconds}, stale-while-revalidate=${sharedReadLifetime.staleSeconds}`;

/** The same URL is answered differently with credentials: no cache may hand one reader's answer to another. */
const sharedReadVary = `Authorization, ${idTokenHeader}`;

/** One sentence for the OpenAPI descriptions of the routes that use it. */
const sharedReadDescription = `Anonymous answers carry a strong ETag (If-None-Match gives 304), \`Cache-Control: ${sharedReadCacheControl}\` and \`Vary: ${sharedReadVary}\`, and are reused by the API for up to ${sharedReadLifetime.freshSeconds} s (an import or a notice change ends that at once); answers to requests with credentials are \`private, no-store\`.`;

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

import { idTokenHeader } from "@awd/core/auth-header";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";

// Headers every answer of the API carries. An answer to a request with credentials is about that
// reader (their right, a paid body, their search), so no cache may keep it; a route that already
// chose a private policy keeps its own. Anonymous answers keep whatever caching their route set.
const credentialHeaders = ["authorization", idTokenHeader, "cookie", "x-internal-secret"];

export const carriesCredentials = (headers: Headers) => credentialHeaders.some((name) => headers.has(name));

export const responseHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  const cacheControl = c.res.headers.get("Cache-Control") ?? "";
  if (carriesCredentials(c.req.raw.headers) && !/\b(private|no-store)\b/.test(cacheControl))
    c.res.headers.set("Cache-Control", "private, no-store");
};

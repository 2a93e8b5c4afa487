import { requestBodyMaxBytes, requestBodyMaxDepth } from "@awd/core/constants";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./context.ts";
import { ApiError } from "./errors.ts";

/**
 * Every route's body is at most 64 KB. A body that names its length is refused before it is read;
 * a chunked one without a length is counted while it is read and refused as soon as it passes.
 */
const sizeLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: requestBodyMaxBytes,
  onError: (c) => {
    // The rest of the body is never read: the connection cannot carry another request.
    c.header("Connection", "close");
    throw new ApiError(413, `A request body is at most ${requestBodyMaxBytes / 1024} KB`);
  },
});

/** The weekly issue's upload sets its own, larger limit (routes/desk-import.ts). */
const ownLimitPaths = new Set(["/desk/imports"]);

const bodySizeLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === "POST" && ownLimitPaths.has(c.req.path) ? next() : sizeLimit(c, next);

const nulRefusal = (path: readonly string[]) =>
  `${path.join(".") || "body"}: text may not contain NUL characters (\\u0000)`;

/**
 * What no route can take in a JSON body, said for the client: nesting deeper than
 * requestBodyMaxDepth, or a NUL character in a string or a key ("events.0.label: …"). The value is
 * walked with a stack of its own, in document order, so no depth of nesting can exhaust the call stack.
 */
export function jsonBodyProblem(body: unknown): string | undefined {
  const pending: { value: unknown; path: readonly string[] }[] = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (path.length > requestBodyMaxDepth) return `the body nests deeper than ${requestBodyMaxDepth} levels`;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return nulRefusal(path);
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    const entries = Object.entries(value);
    const badKey = entries.find(([key]) => key.includes("\u0000"));
    if (badKey) return nulRefusal([...path, badKey[0]]);
    for (const [key, item] of entries.reverse()) pending.push({ value: item, path: [...path, key] });
  }
  return undefined;
}

// PostgreSQL text cannot hold NUL, so a NUL anywhere in a JSON body is refused before any route
// sees it, instead of failing in the database; a body nested past any route's shape is refused too.
const checkedJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("content-type")?.includes("json")) {
    const body: unknown = await c.req.json().catch(() => undefined);
    const problem = jsonBodyProblem(body);
    if (problem !== undefined) throw new ApiError(422, problem);
  }
  await next();
};

/** The checks every request body passes before a route reads it. */
export const requestBodyChecks: MiddlewareHandler<AppEnv>[] = [bodySizeLimit, checkedJson];

import { requestBodyMaxBytes } from "@awd/core/constants";
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

/** Where in a JSON value a string holds a NUL character ("events.0.label"), if anywhere. */
function nulCharacterPath(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "body" : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes("\u0000") ? [...path, key].join(".") : nulCharacterPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

// PostgreSQL text cannot hold NUL, so a NUL anywhere in a JSON body is refused before any route
// sees it, instead of failing in the database.
const noNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("content-type")?.includes("json")) {
    const body: unknown = await c.req.json().catch(() => undefined);
    const where = nulCharacterPath(body);
    if (where !== undefined) throw new ApiError(422, `${where}: text may not contain NUL characters (\\u0000)`);
  }
  await next();
};

/** The checks every request body passes before a route reads it. */
export const requestBodyChecks: MiddlewareHandler<AppEnv>[] = [bodySizeLimit, noNulCharacters];

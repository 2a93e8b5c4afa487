import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";
import { ApiError } from "./errors.ts";

/**
 * Guards the /internal routes, which only our own processes call (the development identity
 * provider, the desk, the report): without the shared secret they do not exist (404).
 */
export const requireInternalSecret: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = Buffer.from(c.req.header("x-internal-secret") ?? "");
  const expected = Buffer.from(c.var.deps.config.internalSecret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiError(404, `No route for ${c.req.method} ${c.req.path}`);
  await next();
};

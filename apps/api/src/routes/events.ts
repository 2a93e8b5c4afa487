import { errorBodySchema } from "@awd/core/contract/envelope";
import { eventsRoutes as contract, eventBatchLimits } from "@awd/core/contract/events";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { limitEventWrites } from "../request-limits.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { storeEvents } from "../services/events.ts";

// Before validation, so an oversized batch is 413 whatever its events hold (the body's size is
// checked for every route before this).
const batchLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const events = typeof body === "object" && body !== null && "events" in body ? body.events : undefined;
  if (Array.isArray(events) && events.length > eventBatchLimits.maxEvents)
    throw new ApiError(413, `A batch holds at most ${eventBatchLimits.maxEvents} events`);
  await next();
};

const eventsRoute = routeOf(contract.record, {
  middleware: [limitEventWrites, batchLimit],
  errors: {
    413: jsonContent(errorBodySchema, "More than 50 events, or a body over 64 KB"),
    429: jsonContent(
      errorBodySchema,
      "Too many batches from this reader, or from this address when not signed in; Retry-After says when",
    ),
    ...errorResponses,
  },
});

export function eventRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(eventsRoute, async (c) => {
    const stored = await storeEvents(c.var.db, c.req.valid("json").events, {
      subject: c.var.subject,
      receivedAt: new Date(c.var.now),
    });
    return c.json({ data: { stored } }, 200);
  });
}

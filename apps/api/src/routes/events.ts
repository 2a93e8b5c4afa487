import { feedbackAnswerSchema } from "@awd/core/feedback-answer";
import { userTypes } from "@awd/core/user-type";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { limitEventWrites } from "../request-limits.ts";
import { envelope, errorBodySchema, errorResponses, jsonContent } from "../schemas.ts";
import { eventBatchLimits, feedbackEventName, storeEvents } from "../services/events.ts";

// docs/product/analytics-events.md#events, user_feedback answers among them. Unknown fields are
// dropped (zod strips them); a field that is present but wrong refuses the batch with 422 naming
// it, e.g. events.2.label.
const eventSchema = z
  .object({
    event: z.string().regex(/^[a-z0-9_]{1,64}$/, "an event name is 1 to 64 characters of a-z, 0-9 and _"),
    label: z.string().max(200).nullish(),
    awd_user_type: z.enum(userTypes),
    environment: z.string().max(32).nullish(),
    question_id: z.string().optional().openapi({ description: "user_feedback only: the question answered" }),
    answer_value: z
      .union([z.number(), z.string()])
      .optional()
      .openapi({ description: "user_feedback only: a rating 1 to 5, or a text of at most 100 characters" }),
  })
  .superRefine((event, ctx) => {
    if (event.event !== feedbackEventName) return;
    const { question_id, answer_value } = feedbackAnswerSchema.shape;
    if (!question_id.max(100).safeParse(event.question_id).success)
      ctx.addIssue({
        code: "custom",
        path: ["question_id"],
        message: "a question id of 1 to 100 characters is needed",
      });
    if (!answer_value.safeParse(event.answer_value).success)
      ctx.addIssue({
        code: "custom",
        path: ["answer_value"],
        message: "a rating is a whole number from 1 to 5, a text answer 1 to 100 characters",
      });
  })
  .openapi("AnalyticsEvent");

const batchSchema = z.object({ events: z.array(eventSchema).min(1).max(eventBatchLimits.maxEvents) });

// Before validation, so an oversized batch is 413 whatever its events hold (the body's size is
// checked for every route before this).
const batchLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const events = typeof body === "object" && body !== null && "events" in body ? body.events : undefined;
  if (Array.isArray(events) && events.length > eventBatchLimits.maxEvents)
    throw new ApiError(413, `A batch holds at most ${eventBatchLimits.maxEvents} events`);
  await next();
};

const eventsRoute = createRoute({
  method: "post",
  path: "/events",
  middleware: [limitEventWrites, batchLimit],
  request: { body: { required: true, content: { "application/json": { schema: batchSchema } } } },
  responses: {
    200: jsonContent(envelope(z.object({ stored: z.number().int() })), "Every event of the batch was stored"),
    413: jsonContent(errorBodySchema, "More than 50 events, or a body over 64 KB"),
    429: jsonContent(errorBodySchema, "Too many batches from this address; Retry-After says when to try again"),
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

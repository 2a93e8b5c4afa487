import { errorBodySchema } from "@awd/core/contract/envelope";
import type { z } from "@hono/zod-openapi";

// How a route describes its answers in /openapi.json; the bodies are @awd/core/contract's schemas.

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** A route's JSON body, required: a request without one is refused by the schema's check (422). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

export const errorResponses = {
  404: jsonContent(errorBodySchema, "Not found"),
  422: jsonContent(errorBodySchema, "Invalid request"),
  503: jsonContent(
    errorBodySchema,
    "The database cannot be reached just now (code database-unavailable): try again after Retry-After seconds",
  ),
};

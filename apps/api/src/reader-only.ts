import { errorBodySchema } from "@awd/core/contract/envelope";
import type { MiddlewareHandler } from "hono";
import { requireSubject } from "./auth.ts";
import type { AppEnv } from "./context.ts";
import { errorResponses, jsonContent } from "./schemas.ts";

// The routes about one signed-in reader's own data (the notebook, the reading history). Every answer,
// refusals included, is about one reader: no cache may keep it.

const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
};

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSubject(c.var.subject);
  await next();
};

/** Private answers, and 401 to a visitor who is not signed in. */
export const readerOnly = [privateAnswers, signedIn];

export const readerOnlyErrors = { ...errorResponses, 401: jsonContent(errorBodySchema, "Not signed in") };

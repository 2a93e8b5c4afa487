import { isArticleId } from "@awd/core/contract/articles";
import { envelope, errorBodySchema } from "@awd/core/contract/envelope";
import {
  articleReadingSchema,
  finishedArticlesSchema,
  finishedQuerySchema,
  readingSummarySchema,
} from "@awd/core/contract/reading";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { requireSubject } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { readerOnly, readerOnlyErrors } from "../reader-only.ts";
import { limitReadingWrites } from "../request-limits.ts";
import { jsonContent } from "../schemas.ts";
import { finishedAmong, readingSummary, recordFinished, recordOpened } from "../services/reading.ts";

// docs/product/reading-history.md: signed-in readers only, each reaching only their own history.

const writeErrors = {
  ...readerOnlyErrors,
  403: jsonContent(errorBodySchema, "The reader may not read this article's text"),
  429: jsonContent(errorBodySchema, "Too many recordings this hour"),
};
const articleParam = z.object({ id: z.string().meta({ description: "The article's id" }) });

/** A path id that is not an article id names no article: 404. */
function articleIdOf(param: string): number {
  if (!isArticleId(param)) throw new ApiError(404, "No such article");
  return Number(param);
}

const openedRoute = createRoute({
  method: "post",
  path: "/reading/articles/{id}/opened",
  middleware: [...readerOnly, limitReadingWrites],
  request: { params: articleParam },
  responses: { 200: jsonContent(envelope(articleReadingSchema), "The opening recorded"), ...writeErrors },
});

const finishedRoute = createRoute({
  method: "post",
  path: "/reading/articles/{id}/finished",
  middleware: [...readerOnly, limitReadingWrites],
  request: { params: articleParam },
  responses: {
    200: jsonContent(envelope(articleReadingSchema), "The finish recorded; the first finish stays"),
    ...writeErrors,
  },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/reading/summary",
  middleware: readerOnly,
  responses: {
    200: jsonContent(
      envelope(readingSummarySchema),
      "This week's reading, days read, series progress, articles to continue",
    ),
    ...readerOnlyErrors,
  },
});

const finishedListRoute = createRoute({
  method: "get",
  path: "/reading/finished",
  middleware: readerOnly,
  request: { query: finishedQuerySchema },
  responses: {
    200: jsonContent(envelope(finishedArticlesSchema), "Which of the asked articles the reader finished"),
    ...readerOnlyErrors,
  },
});

export function readingRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  const subjectOf = (c: { var: AppEnv["Variables"] }) => requireSubject(c.var.subject);

  app.openapi(openedRoute, async (c) => {
    const id = articleIdOf(c.req.valid("param").id);
    return c.json({ data: await recordOpened(c.var.db, subjectOf(c), id, new Date(c.var.now)) }, 200);
  });

  app.openapi(finishedRoute, async (c) => {
    const id = articleIdOf(c.req.valid("param").id);
    const record = await recordFinished(c.var.db, subjectOf(c), c.var.visitor, id, new Date(c.var.now));
    return c.json({ data: record }, 200);
  });

  app.openapi(summaryRoute, async (c) =>
    c.json({ data: await readingSummary(c.var.db, subjectOf(c), new Date(c.var.now)) }, 200),
  );

  app.openapi(finishedListRoute, async (c) => {
    const ids = c.req.valid("query").ids.split(",").map(Number);
    return c.json({ data: { finished: await finishedAmong(c.var.db, subjectOf(c), ids) } }, 200);
  });

  return app;
}

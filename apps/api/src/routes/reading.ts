import { isArticleId } from "@awd/core/contract/articles";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { readingRoutes as contract } from "@awd/core/contract/reading";
import { OpenAPIHono } from "@hono/zod-openapi";
import { requireSubject } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { limitReadingWrites } from "../request-limits.ts";
import { jsonContent } from "../schemas.ts";
import { finishedAmong, readingSummary, recordFinished, recordOpened } from "../services/reading.ts";

// docs/product/reading-history.md: signed-in readers only, each reaching only their own history.

const writeErrors = {
  403: jsonContent(errorBodySchema, "The reader may not read this article's text"),
  429: jsonContent(errorBodySchema, "Too many recordings this hour"),
};
const writeExtras = { middleware: [limitReadingWrites], errors: writeErrors };

/** A path id that is not an article id names no article: 404. */
function articleIdOf(param: string): number {
  if (!isArticleId(param)) throw new ApiError(404, "No such article");
  return Number(param);
}

const openedRoute = routeOf(contract.opened, writeExtras);
const finishedRoute = routeOf(contract.finished, writeExtras);
const summaryRoute = routeOf(contract.summary);
const finishedListRoute = routeOf(contract.finishedAmong);

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

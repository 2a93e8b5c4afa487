import { articleRoutes as contract, isArticleId } from "@awd/core/contract/articles";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { errorResponses } from "../schemas.ts";
import { articleExists, relatedArticles } from "../services/articles.ts";
import { sharedReadExtras } from "../shared-reads.ts";

const relationsRoute = routeOf(contract.relations, {
  ...sharedReadExtras,
  errors: { ...sharedReadExtras.errors, ...errorResponses },
});

export function relationRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(relationsRoute, async (c) => {
    const { id } = c.req.valid("param");
    if (!isArticleId(id) || !(await articleExists(c.var.db, Number(id)))) throw new ApiError(404, `No article ${id}`);
    return c.json({ data: await relatedArticles(c.var.db, Number(id)) }, 200);
  });
}

import { isArticleId, relatedArticlesSchema } from "@awd/core/contract/articles";
import { envelope } from "@awd/core/contract/envelope";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { articleExists, relatedArticles } from "../services/articles.ts";
import { notModifiedResponse, sharedReadRoute } from "../shared-reads.ts";

const relationsRoute = createRoute({
  method: "get",
  path: "/article/{id}/relations",
  ...sharedReadRoute,
  request: { params: z.object({ id: z.string() }) },
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(relatedArticlesSchema), "At most 6 related articles: same series first"),
    ...errorResponses,
  },
});

export function relationRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(relationsRoute, async (c) => {
    const { id } = c.req.valid("param");
    if (!isArticleId(id) || !(await articleExists(c.var.db, Number(id)))) throw new ApiError(404, `No article ${id}`);
    return c.json({ data: await relatedArticles(c.var.db, Number(id)) }, 200);
  });
}

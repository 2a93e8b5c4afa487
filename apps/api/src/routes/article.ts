import { articleRoutes as contract, isArticleId } from "@awd/core/contract/articles";
import { seriesByPath } from "@awd/core/series";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { errorResponses } from "../schemas.ts";
import { getArticle } from "../services/article.ts";
import { sharedReadExtras } from "../shared-reads.ts";

const showRoute = routeOf(contract.show, {
  ...sharedReadExtras,
  errors: { ...sharedReadExtras.errors, ...errorResponses },
});

export function articleRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(showRoute, async (c) => {
    const { seriesPath, id } = c.req.valid("param");
    // Made only when thrown: an Error records its stack, which every answer would pay for.
    const notFound = () => new ApiError(404, `No article ${id} in series ${seriesPath}`);
    if (!seriesByPath(seriesPath) || !isArticleId(id)) throw notFound();
    const { deps } = c.var;
    const now = c.var.now;
    const { db, visitor, sharedReads } = c.var;
    const article = await getArticle(db, seriesPath, Number(id), visitor, deps.signer, now, sharedReads);
    if (!article) throw notFound();
    return c.json({ data: article }, 200);
  });
}

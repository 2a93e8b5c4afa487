import { articleIdsOf, articlesRoutes as contract } from "@awd/core/contract/articles";
import { parseOffset, parsePageSize } from "@awd/core/paging";
import { seriesByPath } from "@awd/core/series";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { errorResponses } from "../schemas.ts";
import { articleKeys, listArticles, publicationMonths } from "../services/articles.ts";
import { sharedReadExtras } from "../shared-reads.ts";

const extras = { ...sharedReadExtras, errors: { ...sharedReadExtras.errors, ...errorResponses } };

const listRoute = routeOf(contract.list, extras);
const monthsRoute = routeOf(contract.months, extras);
const keysRoute = routeOf(contract.keys, extras);

export function articleListRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(monthsRoute, async (c) => c.json({ data: await publicationMonths(c.var.db) }, 200))
    .openapi(keysRoute, async (c) => c.json({ data: await articleKeys(c.var.db) }, 200))
    .openapi(listRoute, async (c) => {
      const q = c.req.valid("query");
      const seriesId = q.series === undefined ? undefined : seriesByPath(q.series)?.id;
      if (q.series !== undefined && !seriesId) throw new ApiError(422, `series: unknown series path "${q.series}"`);
      const page = await listArticles(c.var.db, {
        category: q.category,
        seriesId,
        level: q.level,
        ids: q.contentIds === undefined ? undefined : articleIdsOf(q.contentIds),
        issueDate: q.issue,
        month: q.month,
        sort: q.sort,
        limit: parsePageSize(q.limit),
        offset: parseOffset(q.offset),
      });
      return c.json({ data: page }, 200);
    });
}

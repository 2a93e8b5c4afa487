import {
  articleIdsOf,
  articleKeysSchema,
  articleListQuerySchema,
  articlePageSchema,
  publicationMonthsSchema,
} from "@awd/core/contract/articles";
import { envelope } from "@awd/core/contract/envelope";
import { parseOffset, parsePageSize } from "@awd/core/paging";
import { seriesByPath } from "@awd/core/series";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { articleKeys, listArticles, publicationMonths } from "../services/articles.ts";
import { notModifiedResponse, sharedReadRoute } from "../shared-reads.ts";

const listRoute = createRoute({
  method: "get",
  path: "/articles",
  ...sharedReadRoute,
  request: { query: articleListQuerySchema },
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(articlePageSchema), "A page of articles, newest first by default"),
    ...errorResponses,
  },
});

// The sitemap index names one sitemap per month: the months come from one grouped query, never by
// paging through the archive (docs/product/search-engines-and-feeds.md#sitemaps).
const monthsRoute = createRoute({
  method: "get",
  path: "/articles/months",
  ...sharedReadRoute,
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(publicationMonthsSchema), "Every month that has articles (in Tokyo), newest first"),
    ...errorResponses,
  },
});

// The site answers a made-up article URL 404 before rendering anything: it knows the articles from
// this list, one request whatever the size of the archive (apps/web/src/lib/known-articles.ts).
const keysRoute = createRoute({
  method: "get",
  path: "/articles/keys",
  ...sharedReadRoute,
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(articleKeysSchema), "Every article's series path and id"),
    ...errorResponses,
  },
});

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

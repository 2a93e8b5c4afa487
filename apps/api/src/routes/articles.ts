import { categories, levels } from "@awd/core/categories";
import { parseOffset, parsePageSize } from "@awd/core/paging";
import { seriesByPath } from "@awd/core/series";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import {
  articleIdsOf,
  articlePageSchema,
  contentIdsSchema,
  envelope,
  errorResponses,
  jsonContent,
} from "../schemas.ts";
import { listArticles } from "../services/articles.ts";
import { notModifiedResponse, sharedReadRoute } from "../shared-reads.ts";

// limit and offset are normalised (docs/product/lists-and-paging.md#page-size-and-offset), never
// refused: ?limit=abc is the default page.
const listQuery = z.object({
  category: z.enum(categories).optional(),
  series: z.string().optional().openapi({ description: "Series path slug, e.g. news-topics" }),
  level: z.enum(levels).optional(),
  contentIds: contentIdsSchema.optional(),
  sort: z.enum(["Desc", "Asc"]).default("Desc"),
  limit: z.string().optional(),
  offset: z.string().optional(),
});

const listRoute = createRoute({
  method: "get",
  path: "/articles",
  ...sharedReadRoute,
  request: { query: listQuery },
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(articlePageSchema), "A page of articles, newest first by default"),
    ...errorResponses,
  },
});

export function articleListRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => {
    const q = c.req.valid("query");
    const seriesId = q.series === undefined ? undefined : seriesByPath(q.series)?.id;
    if (q.series !== undefined && !seriesId) throw new ApiError(422, `series: unknown series path "${q.series}"`);
    const page = await listArticles(c.var.db, {
      category: q.category,
      seriesId,
      level: q.level,
      ids: q.contentIds === undefined ? undefined : articleIdsOf(q.contentIds),
      sort: q.sort,
      limit: parsePageSize(q.limit),
      offset: parseOffset(q.offset),
    });
    return c.json({ data: page }, 200);
  });
}

import { articlePageSchema, pageQuerySchema } from "@awd/core/contract/articles";
import { envelope } from "@awd/core/contract/envelope";
import { parseOffset, parsePageSize } from "@awd/core/paging";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { listArticles } from "../services/articles.ts";
import { notModifiedResponse, sharedReadRoute } from "../shared-reads.ts";

const listRoute = createRoute({
  method: "get",
  path: "/audios",
  ...sharedReadRoute,
  request: { query: pageQuerySchema },
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(articlePageSchema), "Articles with audio, newest first"),
    ...errorResponses,
  },
});

export function audioRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => {
    const q = c.req.valid("query");
    const page = await listArticles(c.var.db, {
      withAudio: true,
      sort: "Desc",
      limit: parsePageSize(q.limit),
      offset: parseOffset(q.offset),
    });
    return c.json({ data: page }, 200);
  });
}

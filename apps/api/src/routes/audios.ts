import { audiosRoutes as contract } from "@awd/core/contract/articles";
import { parseOffset, parsePageSize } from "@awd/core/paging";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { errorResponses } from "../schemas.ts";
import { listArticles } from "../services/articles.ts";
import { sharedReadExtras } from "../shared-reads.ts";

const listRoute = routeOf(contract.list, {
  ...sharedReadExtras,
  errors: { ...sharedReadExtras.errors, ...errorResponses },
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

import { envelope } from "@awd/core/contract/envelope";
import { searchPageSchema, searchQuerySchema } from "@awd/core/contract/search";
import { parseSearchPage } from "@awd/core/paging";
import { isRightValid } from "@awd/core/rights";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { searchArticles } from "../services/search.ts";

const searchRoute = createRoute({
  method: "get",
  path: "/search",
  request: { query: searchQuerySchema },
  responses: {
    200: jsonContent(envelope(searchPageSchema), "A page of matching articles, best first"),
    422: errorResponses[422],
  },
});

export function searchRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(searchRoute, async (c) => {
    const { q, p } = c.req.valid("query");
    const mayReadPaid = isRightValid(c.var.visitor.right, c.var.now);
    return c.json({ data: await searchArticles(c.var.db, q, parseSearchPage(p), mayReadPaid) }, 200);
  });
}

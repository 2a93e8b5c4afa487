import { searchRoutes as contract } from "@awd/core/contract/search";
import { parseSearchPage } from "@awd/core/paging";
import { isRightValid } from "@awd/core/rights";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { errorResponses } from "../schemas.ts";
import { searchArticles } from "../services/search.ts";

const searchRoute = routeOf(contract.articles, { errors: { 422: errorResponses[422] } });

export function searchRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(searchRoute, async (c) => {
    const { q, p } = c.req.valid("query");
    const mayReadPaid = isRightValid(c.var.visitor.right, c.var.now);
    return c.json({ data: await searchArticles(c.var.db, q, parseSearchPage(p), mayReadPaid) }, 200);
  });
}

import { seriesRoutes as contract } from "@awd/core/contract/articles";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { listSeries } from "../services/series.ts";
import { sharedReadExtras } from "../shared-reads.ts";

const listRoute = routeOf(contract.list, sharedReadExtras);

export function seriesRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => c.json({ data: await listSeries(c.var.db) }, 200));
}

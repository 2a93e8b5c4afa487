import { seriesListSchema } from "@awd/core/contract/articles";
import { envelope } from "@awd/core/contract/envelope";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { jsonContent } from "../schemas.ts";
import { listSeries } from "../services/series.ts";
import { notModifiedResponse, sharedReadRoute } from "../shared-reads.ts";

const listRoute = createRoute({
  method: "get",
  path: "/series",
  ...sharedReadRoute,
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(seriesListSchema), "Every series, in catalogue order"),
  },
});

export function seriesRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => c.json({ data: await listSeries(c.var.db) }, 200));
}

import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { envelope, jsonContent, seriesSchema } from "../schemas.ts";
import { listSeries } from "../services/series.ts";
import { notModifiedResponse, sharedReadRoute } from "../shared-reads.ts";

const listRoute = createRoute({
  method: "get",
  path: "/series",
  ...sharedReadRoute,
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(z.array(seriesSchema)), "Every series, in catalogue order"),
  },
});

export function seriesRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => c.json({ data: await listSeries(c.var.db) }, 200));
}

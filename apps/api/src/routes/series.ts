import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { envelope, jsonContent, seriesSchema } from "../schemas.ts";
import { listSeries } from "../services/series.ts";

const listRoute = createRoute({
  method: "get",
  path: "/series",
  responses: { 200: jsonContent(envelope(z.array(seriesSchema)), "Every series, in catalogue order") },
});

export function seriesRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => c.json({ data: await listSeries(c.var.db) }, 200));
}

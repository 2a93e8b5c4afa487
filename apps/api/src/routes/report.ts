import { internalReportRoutes as contract } from "@awd/core/contract/desk-reports";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { errorResponses } from "../schemas.ts";
import { eventsReport } from "../services/events.ts";
import { feedbackReport } from "../services/feedback-report.ts";

// The figures of `npm run report`, for the report command only, behind the shared secret like the
// other /internal routes (the guard "internal"): the embedded database belongs to the API process while it runs.

const feedbackRoute = routeOf(contract.feedback, { errors: errorResponses });
const eventsRoute = routeOf(contract.events, { errors: errorResponses });

const windowOf = (since: string | undefined) => (since === undefined ? {} : { since: new Date(since) });

export function reportRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(feedbackRoute, async (c) => {
    const report = await feedbackReport(c.var.db, windowOf(c.req.valid("query").since));
    return c.json({ data: report }, 200);
  });
  app.openapi(eventsRoute, async (c) => {
    const report = await eventsReport(c.var.db, windowOf(c.req.valid("query").since));
    return c.json({ data: report }, 200);
  });
  return app;
}

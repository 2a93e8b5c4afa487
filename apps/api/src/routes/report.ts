import { questionFiguresSchema } from "@awd/core/contract/desk-reports";
import { envelope } from "@awd/core/contract/envelope";
import { userTypes } from "@awd/core/user-type";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { requireInternalSecret } from "../internal-secret.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { eventsReport } from "../services/events.ts";
import { feedbackReport } from "../services/feedback-report.ts";

// The figures of `npm run report`, for the report command only, behind the shared secret like the
// other /internal routes: the embedded database belongs to the API process while it runs.

const sinceQuery = z.object({
  since: z.iso.datetime({ offset: true }).optional().openapi({ description: "Only events received from then" }),
});

const feedbackReportSchema = z.object({
  since: z.string().nullable(),
  questions: z.array(questionFiguresSchema),
});

const eventsReportSchema = z.object({
  since: z.string().nullable(),
  rows: z.array(
    z.object({
      event: z.string(),
      counts: z.object(Object.fromEntries(userTypes.map((type) => [type, z.number().int()]))),
      total: z.number().int(),
    }),
  ),
});

const feedbackRoute = createRoute({
  method: "get",
  path: "/internal/report/feedback",
  hide: true,
  request: { query: sinceQuery },
  responses: { 200: jsonContent(envelope(feedbackReportSchema), "Per question figures"), ...errorResponses },
});

const eventsRoute = createRoute({
  method: "get",
  path: "/internal/report/events",
  hide: true,
  request: { query: sinceQuery },
  responses: { 200: jsonContent(envelope(eventsReportSchema), "Counts by event and user type"), ...errorResponses },
});

const windowOf = (since: string | undefined) => (since === undefined ? {} : { since: new Date(since) });

export function reportRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.use("/internal/report/*", requireInternalSecret);
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

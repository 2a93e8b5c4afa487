import {
  type DeskEventsReport,
  type DeskFeedbackReport,
  deskEventsReportSchema,
  deskFeedbackReportSchema,
  reportRangeQuerySchema,
} from "@awd/core/contract/desk-reports";
import { envelope } from "@awd/core/contract/envelope";
import { eventsCsv, feedbackCsv, type ReportKind, reportFileName } from "@awd/core/report-csv";
import { type ReportRange, rangeWindow } from "@awd/core/report-range";
import type { Database } from "@awd/db/client";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { deskErrors } from "../desk/errors.ts";
import { requirePermission } from "../desk/permissions.ts";
import { jsonContent } from "../schemas.ts";
import { dailyEventCounts } from "../services/events.ts";
import { feedbackReport } from "../services/feedback-report.ts";

// docs/product/publishers-desk.md#reports: the figures of `npm run report` over a range of Tokyo
// days, as JSON for the desk's charts and as CSV files to download.

const request = { query: reportRangeQuerySchema };
const middleware = [requirePermission("desk:read")];
const csvContent = (description: string) => ({ content: { "text/csv": { schema: z.string() } }, description });

const feedbackRoute = createRoute({
  method: "get",
  path: "/desk/reports/feedback",
  middleware,
  request,
  responses: {
    200: jsonContent(envelope(deskFeedbackReportSchema), "Answers per question and choice"),
    ...deskErrors,
  },
});

const eventsRoute = createRoute({
  method: "get",
  path: "/desk/reports/events",
  middleware,
  request,
  responses: {
    200: jsonContent(envelope(deskEventsReportSchema), "Events per Tokyo day, name and user type"),
    ...deskErrors,
  },
});

const feedbackCsvRoute = createRoute({
  method: "get",
  path: "/desk/reports/feedback.csv",
  middleware,
  request,
  responses: { 200: csvContent("The feedback report as CSV, a row per question and choice"), ...deskErrors },
});

const eventsCsvRoute = createRoute({
  method: "get",
  path: "/desk/reports/events.csv",
  middleware,
  request,
  responses: { 200: csvContent("The events report as CSV, a row per day, event and user type"), ...deskErrors },
});

async function deskFeedbackReport(db: Database, range: ReportRange): Promise<DeskFeedbackReport> {
  const { questions } = await feedbackReport(db, rangeWindow(range));
  return { ...range, questions };
}

async function deskEventsReport(db: Database, range: ReportRange): Promise<DeskEventsReport> {
  return { ...range, rows: await dailyEventCounts(db, rangeWindow(range)) };
}

const csvFile = (body: string, kind: ReportKind, range: ReportRange) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportFileName(kind, range)}"`,
    },
  });

export function deskReportRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(feedbackRoute, async (c) =>
    c.json({ data: await deskFeedbackReport(c.var.db, c.req.valid("query")) }, 200),
  );
  app.openapi(eventsRoute, async (c) => c.json({ data: await deskEventsReport(c.var.db, c.req.valid("query")) }, 200));
  app.openapi(feedbackCsvRoute, async (c) => {
    const range = c.req.valid("query");
    return csvFile(feedbackCsv(await deskFeedbackReport(c.var.db, range)), "feedback", range);
  });
  app.openapi(eventsCsvRoute, async (c) => {
    const range = c.req.valid("query");
    return csvFile(eventsCsv(await deskEventsReport(c.var.db, range)), "events", range);
  });
  return app;
}

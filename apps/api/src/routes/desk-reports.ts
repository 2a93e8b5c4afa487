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

const csvContent = (description: string) => ({
  content: { "text/csv": { schema: z.string() } },
  description,
});

const reportRoute = (kind: ReportKind, format: "json" | "csv") =>
  createRoute({
    method: "get",
    path: `/desk/reports/${kind}${format === "csv" ? ".csv" : ""}`,
    middleware: [requirePermission("desk:read")],
    request: { query: reportRangeQuerySchema },
    responses: {
      200:
        format === "csv"
          ? csvContent(`The ${kind} report as a CSV file named for its range`)
          : kind === "feedback"
            ? jsonContent(envelope(deskFeedbackReportSchema), "Answers per question and choice")
            : jsonContent(envelope(deskEventsReportSchema), "Events per Tokyo day, name and user type"),
      ...deskErrors,
    },
  });

async function deskFeedbackReport(db: Database, range: ReportRange): Promise<DeskFeedbackReport> {
  const { questions } = await feedbackReport(db, rangeWindow(range));
  return { ...range, questions };
}

async function deskEventsReport(db: Database, range: ReportRange): Promise<DeskEventsReport> {
  return { ...range, rows: await dailyEventCounts(db, rangeWindow(range)) };
}

const csvHeaders = (kind: ReportKind, range: ReportRange) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${reportFileName(kind, range)}"`,
});

export function deskReportRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(reportRoute("feedback", "json"), async (c) =>
    c.json({ data: await deskFeedbackReport(c.var.db, c.req.valid("query")) }, 200),
  );
  app.openapi(reportRoute("events", "json"), async (c) =>
    c.json({ data: await deskEventsReport(c.var.db, c.req.valid("query")) }, 200),
  );
  app.openapi(reportRoute("feedback", "csv"), async (c) => {
    const range = c.req.valid("query");
    return c.body(feedbackCsv(await deskFeedbackReport(c.var.db, range)), 200, csvHeaders("feedback", range));
  });
  app.openapi(reportRoute("events", "csv"), async (c) => {
    const range = c.req.valid("query");
    return c.body(eventsCsv(await deskEventsReport(c.var.db, range)), 200, csvHeaders("events", range));
  });
  return app;
}

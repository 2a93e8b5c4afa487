import {
  deskReportsRoutes as contract,
  type DeskEventsReport,
  type DeskFeedbackReport,
} from "@awd/core/contract/desk-reports";
import { eventsCsv, feedbackCsv, type ReportKind, reportFileName } from "@awd/core/report-csv";
import { type ReportRange, rangeWindow } from "@awd/core/report-range";
import type { Database } from "@awd/db/client";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { dailyEventCounts } from "../services/events.ts";
import { feedbackReport } from "../services/feedback-report.ts";

// docs/product/publishers-desk.md#reports: the figures of `npm run report` over a range of Tokyo
// days, as JSON for the desk's charts and as CSV files to download.

const feedbackRoute = routeOf(contract.feedback);
const eventsRoute = routeOf(contract.events);
const feedbackCsvRoute = routeOf(contract.feedbackCsv);
const eventsCsvRoute = routeOf(contract.eventsCsv);

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

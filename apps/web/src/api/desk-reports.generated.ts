// Written by scripts/generate-api-client.ts from @awd/core/contract/desk-reports: do not edit.
import type { deskReportsRoutes, internalReportRoutes } from "@awd/core/contract/desk-reports";
import type { ApiRoute } from "../lib/api-route";

export const deskReportsFeedbackRoute: ApiRoute<typeof deskReportsRoutes.feedback> = { method: "GET", path: "/desk/reports/feedback" };
export const deskReportsEventsRoute: ApiRoute<typeof deskReportsRoutes.events> = { method: "GET", path: "/desk/reports/events" };
export const deskReportsFeedbackCsvRoute: ApiRoute<typeof deskReportsRoutes.feedbackCsv> = { method: "GET", path: "/desk/reports/feedback.csv" };
export const deskReportsEventsCsvRoute: ApiRoute<typeof deskReportsRoutes.eventsCsv> = { method: "GET", path: "/desk/reports/events.csv" };
export const internalReportFeedbackRoute: ApiRoute<typeof internalReportRoutes.feedback> = { method: "GET", path: "/internal/report/feedback" };
export const internalReportEventsRoute: ApiRoute<typeof internalReportRoutes.events> = { method: "GET", path: "/internal/report/events" };

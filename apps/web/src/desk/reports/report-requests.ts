import { authHeaders } from "@awd/core/auth-header";
import type { DeskEventsReport, DeskFeedbackReport } from "@awd/core/contract/desk-reports";
import { type ReportKind, reportFileName } from "@awd/core/report-csv";
import type { ReportRange } from "@awd/core/report-range";
import {
  deskReportsEventsCsvRoute,
  deskReportsEventsRoute,
  deskReportsFeedbackCsvRoute,
  deskReportsFeedbackRoute,
} from "@/api/desk-reports.generated";
import { withRetries } from "@/auth/browser-api";
import { publicConfig } from "@/auth/public-config";
import { sessionCredentials } from "@/auth/session-store";
import { deskApi, deskErrorOf } from "@/desk/deskApi";
import { ApiRequestError } from "@/lib/api-client";
import { pathOf } from "@/lib/api-route";

// The desk's reports from the API (docs/product/publishers-desk.md#reports): the figures as JSON for
// the charts, and the same figures as a CSV file, saved under the name the range gives it.

const rangeQuery = (range: ReportRange) => ({ from: range.from, to: range.to });
const csvRoutes = { feedback: deskReportsFeedbackCsvRoute, events: deskReportsEventsCsvRoute };

export interface Reports {
  feedback: DeskFeedbackReport;
  events: DeskEventsReport;
}

/** Both reports of a range; throws a DeskApiError. */
export async function fetchReports(range: ReportRange, signal: AbortSignal): Promise<Reports> {
  const retries = { signal };
  const [feedback, events] = await Promise.all([
    deskApi(deskReportsFeedbackRoute, { query: rangeQuery(range), retries }),
    deskApi(deskReportsEventsRoute, { query: rangeQuery(range), retries }),
  ]);
  return { feedback, events };
}

// The file as the API wrote it: read as text, its byte order mark (which spreadsheets need) would go.
async function csvFile(kind: ReportKind, range: ReportRange): Promise<Blob> {
  const response = await fetch(`${publicConfig.readApiUrl}${pathOf(csvRoutes[kind], { query: rangeQuery(range) })}`, {
    credentials: "include",
    headers: authHeaders(await sessionCredentials()),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = typeof body === "object" && body !== null && "message" in body ? String(body.message) : "";
    throw new ApiRequestError(response.status, message);
  }
  return response.blob();
}

/** Asks the API for a report's CSV and saves it as a download; throws a DeskApiError. */
export async function downloadReportCsv(kind: ReportKind, range: ReportRange): Promise<void> {
  let file: Blob;
  try {
    file = await withRetries(() => csvFile(kind, range));
  } catch (error) {
    throw deskErrorOf(error);
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = reportFileName(kind, range);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

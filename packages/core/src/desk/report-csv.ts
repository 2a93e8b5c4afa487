import type { DeskEventsReport, DeskFeedbackReport } from "../contract/desk-reports.ts";
import { type CsvCell, toCsv } from "../text/csv.ts";
import type { ReportRange } from "./report-range.ts";

// docs/product/publishers-desk.md#reports: the desk's CSV downloads, one row per figure so a
// spreadsheet can pivot them. Headers are English column names, stable for whoever reads the files.

export type ReportKind = "feedback" | "events";

/** `awd-feedback-2026-11-01_2026-11-30.csv` */
export const reportFileName = (kind: ReportKind, range: ReportRange): string =>
  `awd-${kind}-${range.from}_${range.to}.csv`;

const stars = [1, 2, 3, 4, 5] as const;

/** One row per question and choice (1 to 5 stars, text): its count and the question's average rating. */
export function feedbackCsv(report: DeskFeedbackReport): string {
  const rows: CsvCell[][] = report.questions.flatMap((q) => {
    const common = [report.from, report.to, q.questionId, q.question ?? "", q.answerType ?? ""];
    const average = q.average === null ? "" : q.average.toFixed(2);
    return [
      ...stars.map((star, i) => [...common, String(star), q.distribution[i] ?? 0, q.answers, average]),
      [...common, "text", q.textAnswers, q.answers, average],
    ];
  });
  return toCsv([
    ["from", "to", "question_id", "question", "answer_type", "choice", "count", "answers", "average"],
    ...rows,
  ]);
}

/** One row per Tokyo day, event name and user type with events. */
export const eventsCsv = (report: DeskEventsReport): string =>
  toCsv([["day", "event", "user_type", "count"], ...report.rows.map((r) => [r.day, r.event, r.userType, r.count])]);

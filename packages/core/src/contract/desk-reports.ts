import { z } from "zod";
import { userTypes } from "../access/user-type.ts";
import { checkReportRange, type ReportRangeProblem, reportRangeLimits } from "../desk/report-range.ts";
import { feedbackAnswerTypes } from "../engagement/feedback-survey.ts";
import { defineRoutes } from "./route.ts";

// GET /desk/reports/feedback and /desk/reports/events (JSON), and their .csv variants: the figures
// of `npm run report` over a range of Tokyo days (docs/product/publishers-desk.md#reports). The
// report command itself asks /internal/report/* (internalReportRoutes).

const problemMessages: Record<ReportRangeProblem, string> = {
  "invalid-day": "from and to must be calendar days like 2026-11-01",
  reversed: "from must not be after to",
  "too-long": `a report covers at most ${reportRangeLimits.maxDays} days`,
};

const daySchema = z.string().meta({ description: "A Tokyo calendar day, e.g. 2026-11-01", example: "2026-11-01" });

export const reportRangeQuerySchema = z
  .object({
    from: daySchema.meta({ description: "The first Tokyo day counted" }),
    to: daySchema.meta({ description: "The last Tokyo day counted (included)" }),
  })
  .superRefine((range, ctx) => {
    const checked = checkReportRange(range);
    if (!checked.ok) ctx.addIssue({ code: "custom", path: ["from"], message: problemMessages[checked.reason] });
  });

export const questionFiguresSchema = z
  .object({
    questionId: z.string(),
    question: z.string().nullable().meta({ description: "null when no configured survey has the question any more" }),
    answerType: z.enum(feedbackAnswerTypes).nullable(),
    answers: z.number().int(),
    average: z.number().nullable().meta({ description: "the mean rating, null without ratings" }),
    distribution: z.array(z.number().int()).meta({ description: "answers with 1, 2, 3, 4 and 5 stars" }),
    textAnswers: z.number().int(),
  })
  .meta({ id: "QuestionFigures" });
export type QuestionFigures = z.infer<typeof questionFiguresSchema>;

export const deskFeedbackReportSchema = z
  .object({ from: z.string(), to: z.string(), questions: z.array(questionFiguresSchema) })
  .meta({ id: "DeskFeedbackReport" });
export type DeskFeedbackReport = z.infer<typeof deskFeedbackReportSchema>;

export const dailyEventCountSchema = z
  .object({ day: z.string(), event: z.string(), userType: z.enum(userTypes), count: z.number().int() })
  .meta({ id: "DailyEventCount" });
export type DailyEventCount = z.infer<typeof dailyEventCountSchema>;

export const deskEventsReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    rows: z.array(dailyEventCountSchema).meta({
      description: "Events per Tokyo day, name and user type, by day then name then user type; no row for none",
    }),
  })
  .meta({ id: "DeskEventsReport" });
export type DeskEventsReport = z.infer<typeof deskEventsReportSchema>;

export const deskReportsRoutes = defineRoutes({
  feedback: {
    method: "get",
    path: "/desk/reports/feedback",
    guard: "desk:read",
    query: reportRangeQuerySchema,
    answer: deskFeedbackReportSchema,
    summary: "Answers per question and choice",
  },
  events: {
    method: "get",
    path: "/desk/reports/events",
    guard: "desk:read",
    query: reportRangeQuerySchema,
    answer: deskEventsReportSchema,
    summary: "Events per Tokyo day, name and user type",
  },
  feedbackCsv: {
    method: "get",
    path: "/desk/reports/feedback.csv",
    guard: "desk:read",
    query: reportRangeQuerySchema,
    answer: z.string(),
    produces: "text/csv",
    summary: "The feedback report as CSV, a row per question and choice",
  },
  eventsCsv: {
    method: "get",
    path: "/desk/reports/events.csv",
    guard: "desk:read",
    query: reportRangeQuerySchema,
    answer: z.string(),
    produces: "text/csv",
    summary: "The events report as CSV, a row per day, event and user type",
  },
});

// /internal/report/*: the same figures since an instant, for `npm run report` (apps/api/src/report/cli.ts).

export const reportSinceQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }).optional().meta({ description: "Only events received from then" }),
});

export const feedbackSinceReportSchema = z.object({
  since: z.string().nullable(),
  questions: z.array(questionFiguresSchema),
});

export const eventsSinceReportSchema = z.object({
  since: z.string().nullable(),
  rows: z.array(
    z.object({
      event: z.string(),
      counts: z.object(Object.fromEntries(userTypes.map((type) => [type, z.number().int()]))),
      total: z.number().int(),
    }),
  ),
});

export const internalReportRoutes = defineRoutes({
  feedback: {
    method: "get",
    path: "/internal/report/feedback",
    guard: "internal",
    query: reportSinceQuerySchema,
    answer: feedbackSinceReportSchema,
    summary: "Per question figures",
  },
  events: {
    method: "get",
    path: "/internal/report/events",
    guard: "internal",
    query: reportSinceQuerySchema,
    answer: eventsSinceReportSchema,
    summary: "Counts by event and user type",
  },
});

import { z } from "zod";
import { userTypes } from "../access/user-type.ts";
import { feedbackEventName } from "../constants.ts";
import {
  type EventFields,
  eventFieldProblems,
  eventFieldProblemText,
  eventLimits,
} from "../engagement/event-fields.ts";
import { feedbackAnswerSchema } from "../engagement/feedback-answer.ts";
import { defineRoutes } from "./route.ts";

// POST /events. Unknown fields are dropped (zod strips them); a field that is present but wrong
// refuses the batch with 422 naming it, e.g. events.2.label.

/** One batch: at most 50 events (and, as every body, 64 KB: what a keepalive fetch carries). */
export const eventBatchLimits = { maxEvents: eventLimits.maxEvents } as const;

/** A field refused by core's rule (event-fields.ts), the one the browser's queue keeps to. */
const checked = <S extends z.ZodType>(schema: S, field: keyof EventFields) =>
  schema.superRefine((value, ctx) => {
    const problem = eventFieldProblems({ [field]: value })[field];
    if (problem) ctx.addIssue({ code: "custom", message: eventFieldProblemText[problem] });
  });

export const analyticsEventSchema = z
  .object({
    event: checked(z.string(), "event"),
    label: checked(z.string().nullish(), "label"),
    awd_user_type: z.enum(userTypes),
    environment: checked(z.string().nullish(), "environment"),
    question_id: z.string().optional().meta({ description: "user_feedback only: the question answered" }),
    answer_value: z
      .union([z.number(), z.string()])
      .optional()
      .meta({ description: "user_feedback only: a rating 1 to 5, or a text of at most 100 characters" }),
  })
  .superRefine((event, ctx) => {
    if (event.event !== feedbackEventName) return;
    const { question_id, answer_value } = feedbackAnswerSchema.shape;
    if (!question_id.max(eventLimits.questionIdMaxLength).safeParse(event.question_id).success)
      ctx.addIssue({
        code: "custom",
        path: ["question_id"],
        message: `a question id of 1 to ${eventLimits.questionIdMaxLength} characters is needed`,
      });
    if (!answer_value.safeParse(event.answer_value).success)
      ctx.addIssue({
        code: "custom",
        path: ["answer_value"],
        message: "a rating is a whole number from 1 to 5, a text answer 1 to 100 characters",
      });
  })
  .meta({ id: "AnalyticsEvent" });
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

export const eventBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(eventBatchLimits.maxEvents),
});

export const storedEventsSchema = z.object({ stored: z.number().int() });

export const eventsRoutes = defineRoutes({
  /** Anyone may send events; a signed-in reader's are recorded as theirs. */
  record: {
    method: "post",
    path: "/events",
    guard: "public",
    body: eventBatchSchema,
    answer: storedEventsSchema,
    summary: "Every event of the batch was stored",
  },
});

import { z } from "zod";
import { userTypes } from "../access/user-type.ts";
import { feedbackEventName } from "../constants.ts";
import { feedbackAnswerSchema } from "../engagement/feedback-answer.ts";

// POST /events. Unknown fields are dropped (zod strips them); a field that is present but wrong
// refuses the batch with 422 naming it, e.g. events.2.label.

/** One batch: at most 50 events (and, as every body, 64 KB: what a keepalive fetch carries). */
export const eventBatchLimits = { maxEvents: 50 } as const;

export const analyticsEventSchema = z
  .object({
    event: z.string().regex(/^[a-z0-9_]{1,64}$/, "an event name is 1 to 64 characters of a-z, 0-9 and _"),
    label: z.string().max(200).nullish(),
    awd_user_type: z.enum(userTypes),
    environment: z.string().max(32).nullish(),
    question_id: z.string().optional().meta({ description: "user_feedback only: the question answered" }),
    answer_value: z
      .union([z.number(), z.string()])
      .optional()
      .meta({ description: "user_feedback only: a rating 1 to 5, or a text of at most 100 characters" }),
  })
  .superRefine((event, ctx) => {
    if (event.event !== feedbackEventName) return;
    const { question_id, answer_value } = feedbackAnswerSchema.shape;
    if (!question_id.max(100).safeParse(event.question_id).success)
      ctx.addIssue({
        code: "custom",
        path: ["question_id"],
        message: "a question id of 1 to 100 characters is needed",
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

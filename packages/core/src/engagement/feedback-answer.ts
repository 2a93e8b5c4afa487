import { z } from "zod";
import { feedbackLimits } from "../constants.ts";
import { fail, ok, type Result } from "../result.ts";
import { characterCount, truncateCharacters } from "../text/text-length.ts";
import type { Survey } from "./feedback-survey.ts";

// docs/product/engagement-and-feedback.md#ratings-and-text-answers: rating 1 to 5 (0 means no star
// picked yet), text answers at most 100 characters.
const ratingSchema = z.number().int().min(feedbackLimits.ratingMin).max(feedbackLimits.ratingMax);

export const isRatingSubmittable = (rating: number): boolean => ratingSchema.safeParse(rating).success;

export const isFeedbackTextTooLong = (text: string): boolean => characterCount(text) > feedbackLimits.textMaxLength;

/** The counter under a text answer: `n/100`. */
export const feedbackTextCounter = (text: string): string => `${characterCount(text)}/${feedbackLimits.textMaxLength}`;

/** Input is blocked beyond the limit; what the text box keeps of a typed or pasted text. */
export const limitFeedbackText = (text: string): string => truncateCharacters(text, feedbackLimits.textMaxLength);

const feedbackTextSchema = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !isFeedbackTextTooLong(text));

// A feedback answer, sent as a user_feedback analytics event
// (docs/product/analytics-events.md#feedback-answers-as-events).
export const feedbackAnswerSchema = z.object({
  question_id: z.string().min(1),
  answer_value: z.union([ratingSchema, feedbackTextSchema]),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

export type FeedbackSubmitProblem = "no-rating" | "text-too-long";

// The answers one submit sends: the rating, then each text answer that is not blank (trimmed);
// an empty text box means the reader chose not to answer that question.
export const feedbackAnswers = (
  survey: Survey,
  rating: number,
  texts: Readonly<Record<string, string>>,
): Result<FeedbackAnswer[], FeedbackSubmitProblem> => {
  if (!isRatingSubmittable(rating)) return fail("no-rating");
  const answered = survey.texts.flatMap((question) => {
    const text = texts[question.id]?.trim() ?? "";
    return text === "" ? [] : [{ question_id: question.id, answer_value: text }];
  });
  if (answered.some((answer) => isFeedbackTextTooLong(answer.answer_value))) return fail("text-too-long");
  return ok([{ question_id: survey.rating.id, answer_value: rating }, ...answered]);
};

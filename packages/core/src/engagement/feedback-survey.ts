import { z } from "zod";

// docs/product/engagement-and-feedback.md#surveys: the remote config lists questions
// one by one; those sharing an eventKey make one survey: a star rating, then optional text questions.
export const feedbackAnswerTypes = ["rating", "text"] as const;

export const feedbackQuestionSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  eventKey: z.string().min(1),
  answerType: z.enum(feedbackAnswerTypes),
  /** regular expressions (source text) tested against the page path */
  displayRules: z.object({ paths: z.array(z.string()) }),
});
export type FeedbackQuestion = z.infer<typeof feedbackQuestionSchema>;

// docs/product/remote-config.md#values; the question list arrives as the userFeedback object.
export const remoteConfigValuesSchema = z.object({
  userSurveyDisplayPhase: z.string().default("BeforeOnboarding"),
  userFeedback: z.object({ feedbacks: z.array(feedbackQuestionSchema) }).default({ feedbacks: [] }),
});
export type RemoteConfigValues = z.infer<typeof remoteConfigValuesSchema>;

export interface Survey {
  eventKey: string;
  rating: FeedbackQuestion;
  texts: FeedbackQuestion[];
  displayPaths: RegExp[];
}

// The config is edited by hand: a pattern that is not a valid regular expression is skipped, so one
// typo hides one rule instead of breaking every page.
const compile = (pattern: string): RegExp[] => {
  try {
    return [new RegExp(pattern)];
  } catch {
    return [];
  }
};

const surveyOf = (eventKey: string, questions: FeedbackQuestion[]): Survey[] => {
  const rating = questions.find((question) => question.answerType === "rating");
  // The card opens with the stars; a group without a rating question cannot be shown.
  if (!rating) return [];
  return [
    {
      eventKey,
      rating,
      texts: questions.filter((question) => question.answerType === "text"),
      displayPaths: questions.flatMap((question) => question.displayRules.paths.flatMap(compile)),
    },
  ];
};

/** Surveys in the order their eventKey first appears. */
export const groupSurveys = (questions: readonly FeedbackQuestion[]): Survey[] => {
  const eventKeys = [...new Set(questions.map((question) => question.eventKey))];
  return eventKeys.flatMap((eventKey) =>
    surveyOf(
      eventKey,
      questions.filter((question) => question.eventKey === eventKey),
    ),
  );
};

// A survey is shown only where the path matches one of its display rules.
export const surveysForPath = (surveys: readonly Survey[], pathname: string): Survey[] =>
  surveys.filter((survey) => survey.displayPaths.some((pattern) => pattern.test(pathname)));

// When the card may ask: core's survey-moment.ts, apart so that the page's watcher brings no zod.
export { type EngagementSignal, isSurveyMoment, type ReaderMoment } from "./survey-moment.ts";

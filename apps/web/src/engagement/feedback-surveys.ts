import { groupSurveys, remoteConfigValuesSchema, type Survey, surveysForPath } from "@awd/core/feedback-survey";

// Which survey the card asks on a page (docs/product/engagement-and-feedback.md#surveys): the
// remote config's questions, grouped by core, those whose display rules match the path
// (location.pathname, /awd included), less the ones this browser has answered or closed. Loaded
// only for subscribers, once they have engaged with the page: core's schema brings zod with it.

export type SurveyChoice = { kind: "survey"; survey: Survey } | { kind: "none" } | { kind: "invalid"; reason: string };

export function surveyToShow(
  values: unknown,
  pathname: string,
  isAnswered: (eventKey: string) => boolean,
): SurveyChoice {
  const parsed = remoteConfigValuesSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: "invalid", reason: `${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}` };
  }
  const survey = surveysForPath(groupSurveys(parsed.data.userFeedback.feedbacks), pathname).find(
    (candidate) => !isAnswered(candidate.eventKey),
  );
  return survey ? { kind: "survey", survey } : { kind: "none" };
}

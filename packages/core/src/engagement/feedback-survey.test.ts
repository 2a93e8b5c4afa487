import { describe, expect, it } from "vitest";
import {
  type EngagementSignal,
  type FeedbackQuestion,
  feedbackQuestionSchema,
  groupSurveys,
  isSurveyMoment,
  remoteConfigValuesSchema,
  surveysForPath,
} from "./feedback-survey.ts";

const question = (
  id: string,
  eventKey: string,
  answerType: "rating" | "text",
  paths: string[] = [],
): FeedbackQuestion => ({ id, question: `question ${id}`, eventKey, answerType, displayRules: { paths } });

const articleRating = question("q1", "article", "rating", ["^/awd/[a-z-]+/\\d+$"]);
const articleText = question("q2", "article", "text");
const homeRating = question("q3", "home", "rating", ["^/awd$", "("]);
const searchText = question("q4", "search", "text", ["^/awd/search"]);
const questions = [articleRating, homeRating, articleText, searchText];

describe("groupSurveys (surveys grouped by eventKey)", () => {
  it("groups by eventKey in order of first appearance, rating first", () => {
    const surveys = groupSurveys(questions);
    expect(surveys.map((s) => [s.eventKey, s.rating.id, s.texts.map((t) => t.id)])).toEqual([
      ["article", "q1", ["q2"]],
      ["home", "q3", []],
    ]);
  });

  it.each<[string, FeedbackQuestion[], string[]]>([
    ["no questions", [], []],
    ["only text questions: no survey", [searchText], []],
    ["two ratings: the first is the survey's", [articleRating, question("q5", "article", "rating")], ["q1"]],
  ])("%s", (_, input, ratingIds) => {
    expect(groupSurveys(input).map((s) => s.rating.id)).toEqual(ratingIds);
  });
});

describe("surveysForPath (shown only where the path matches a display rule)", () => {
  const surveys = groupSurveys(questions);
  it.each<[string, string[]]>([
    ["/awd/news-topics/12", ["article"]],
    ["/awd/news-topics", []],
    ["/awd", ["home"]],
    ["/awd/", []],
    ["/awd/search", []],
    ["/", []],
  ])("%s → %j", (pathname, eventKeys) => {
    expect(surveysForPath(surveys, pathname).map((s) => s.eventKey)).toEqual(eventKeys);
  });

  it("skips an invalid pattern instead of throwing", () => {
    const [, home] = surveys;
    expect(home?.displayPaths.map(String)).toEqual(["/^\\/awd$/"]);
  });

  it("takes display rules from every question of the survey", () => {
    const withTextRule = groupSurveys([articleRating, question("q6", "article", "text", ["^/awd/mypage$"])]);
    expect(surveysForPath(withTextRule, "/awd/mypage").map((s) => s.eventKey)).toEqual(["article"]);
  });
});

describe("feedbackQuestionSchema", () => {
  it.each<[string, unknown, boolean]>([
    ["a rating question", articleRating, true],
    ["a text question", articleText, true],
    ["an unknown answer type", { ...articleRating, answerType: "stars" }, false],
    ["no display rules", { ...articleRating, displayRules: undefined }, false],
    ["an empty eventKey", { ...articleRating, eventKey: "" }, false],
  ])("%s → %s", (_, input, valid) => {
    expect(feedbackQuestionSchema.safeParse(input).success).toBe(valid);
  });
});

describe("remoteConfigValuesSchema", () => {
  it.each<[string, unknown, unknown]>([
    ["nothing set: the defaults", {}, { userSurveyDisplayPhase: "BeforeOnboarding", userFeedback: { feedbacks: [] } }],
    [
      "values set",
      { userSurveyDisplayPhase: "AfterOnboarding", userFeedback: { feedbacks: [articleRating] } },
      { userSurveyDisplayPhase: "AfterOnboarding", userFeedback: { feedbacks: [articleRating] } },
    ],
  ])("%s", (_, input, expected) => {
    expect(remoteConfigValuesSchema.parse(input)).toEqual(expected);
  });

  it("refuses a feedback list with a malformed question", () => {
    expect(remoteConfigValuesSchema.safeParse({ userFeedback: { feedbacks: [{ id: "q" }] } }).success).toBe(false);
  });
});

describe("isSurveyMoment (the card asks after real engagement, never in the middle of it)", () => {
  it.each<[string, EngagementSignal[], { listening?: boolean; typing?: boolean }, boolean]>([
    ["the page just opened", [], {}, false],
    ["a reader who has only listened for a while", [], { listening: true }, false],
    ["the end of the text reached", ["reachedEnd"], {}, true],
    ["the audio heard to its end", ["audioEnded"], {}, true],
    ["an exercise finished", ["quizDone"], {}, true],
    ["leaving the page", ["leaving"], {}, true],
    ["the end reached while the audio still plays: wait", ["reachedEnd"], { listening: true }, false],
    ["an exercise finished while typing the next answer: wait", ["quizDone"], { typing: true }, false],
    ["leaving while the audio plays: now or never", ["leaving"], { listening: true, typing: true }, true],
    ["several signals", ["reachedEnd", "quizDone"], {}, true],
  ])("%s → %s", (_, signals, state, expected) => {
    expect(isSurveyMoment({ signals, listening: false, typing: false, ...state })).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import type { FeedbackQuestion } from "./feedback-survey.ts";
import { type RemoteConfigKey, remoteConfigValueProblems } from "./remote-config-value.ts";

const question = (
  id: string,
  answerType: FeedbackQuestion["answerType"],
  eventKey = "survey",
  paths = ["^/awd/?$"],
): FeedbackQuestion => ({ id, question: `質問 ${id}`, eventKey, answerType, displayRules: { paths } });

describe("remoteConfigValueProblems: what the desk refuses, at its field", () => {
  it.each<[string, RemoteConfigKey, unknown, [string, RegExp][]]>([
    ["a phase", "userSurveyDisplayPhase", "AfterOnboarding", []],
    ["an empty phase", "userSurveyDisplayPhase", " ", [["", /表示フェーズを入れて/]]],
    ["a phase that is a number", "userSurveyDisplayPhase", 3, [["", /文字列/]]],
    ["no phase at all", "userSurveyDisplayPhase", undefined, [["", /文字列/]]],
    ["no questions", "userFeedback", { feedbacks: [] }, []],
    [
      "a survey of stars and a comment",
      "userFeedback",
      { feedbacks: [question("s", "rating"), question("t", "text")] },
      [],
    ],
    ["a list instead of the object", "userFeedback", [], [["", /feedbacks/]]],
    ["no value at all", "userFeedback", undefined, [["", /feedbacks/]]],
    [
      "an empty question",
      "userFeedback",
      { feedbacks: [{ ...question("s", "rating"), question: "" }] },
      [["feedbacks.0.question", /質問文を入れて/]],
    ],
    [
      "an unknown answer type",
      "userFeedback",
      { feedbacks: [{ ...question("s", "rating"), answerType: "stars" }] },
      [["feedbacks.0.answerType", /rating（星）か text/]],
    ],
    [
      "a question without an id",
      "userFeedback",
      { feedbacks: [{ ...question("s", "rating"), id: undefined }] },
      [["feedbacks.0.id", /質問IDの形/]],
    ],
    [
      "a display rule that is not a regular expression",
      "userFeedback",
      { feedbacks: [question("s", "rating", "k", ["^/awd/$", "^/awd/(unclosed$"])] },
      [["feedbacks.0.displayRules.paths.1", /正規表現として読めません/]],
    ],
    [
      "a survey without a rating question",
      "userFeedback",
      { feedbacks: [question("s", "rating"), question("t", "text", "comments")] },
      [["feedbacks.1.answerType", /comments に星の質問/]],
    ],
    [
      "a question id used twice",
      "userFeedback",
      { feedbacks: [question("s", "rating"), question("s", "text")] },
      [["feedbacks.1.id", /質問ID s はほかの質問と同じ/]],
    ],
  ])("%s", (_, key, value, expected) => {
    const problems = remoteConfigValueProblems(key, value);
    expect(problems.map((p) => p.path)).toEqual(expected.map(([path]) => path));
    problems.forEach((problem, index) => {
      expect(problem.message).toMatch(expected[index]?.[1] ?? /never/);
    });
  });
});

import { describe, expect, it } from "vitest";
import type { FeedbackQuestion } from "./feedback-survey.ts";
import {
  type RemoteConfigKey,
  remoteConfigValueProblems,
  type ValueProblem,
  valueProblemDescription,
} from "./remote-config-value.ts";

const question = (
  id: string,
  answerType: FeedbackQuestion["answerType"],
  eventKey = "survey",
  paths = ["^/awd/?$"],
): FeedbackQuestion => ({ id, question: `質問 ${id}`, eventKey, answerType, displayRules: { paths } });

describe("remoteConfigValueProblems: what the desk refuses, at its field", () => {
  it.each<[string, RemoteConfigKey, unknown, [string, Record<string, unknown>][]]>([
    ["a phase", "userSurveyDisplayPhase", "AfterOnboarding", []],
    ["an empty phase", "userSurveyDisplayPhase", " ", [["", { code: "phase-empty" }]]],
    ["a phase that is a number", "userSurveyDisplayPhase", 3, [["", { code: "phase-not-string" }]]],
    ["no phase at all", "userSurveyDisplayPhase", undefined, [["", { code: "phase-not-string" }]]],
    ["no questions", "userFeedback", { feedbacks: [] }, []],
    [
      "a survey of stars and a comment",
      "userFeedback",
      { feedbacks: [question("s", "rating"), question("t", "text")] },
      [],
    ],
    ["a list instead of the object", "userFeedback", [], [["", { code: "not-feedbacks" }]]],
    ["no value at all", "userFeedback", undefined, [["", { code: "not-feedbacks" }]]],
    [
      "an empty question",
      "userFeedback",
      { feedbacks: [{ ...question("s", "rating"), question: "" }] },
      [["feedbacks.0.question", { code: "field-missing", field: "question" }]],
    ],
    [
      "an unknown answer type",
      "userFeedback",
      { feedbacks: [{ ...question("s", "rating"), answerType: "stars" }] },
      [["feedbacks.0.answerType", { code: "answer-type-invalid", field: "answerType" }]],
    ],
    [
      "a question without an id",
      "userFeedback",
      { feedbacks: [{ ...question("s", "rating"), id: undefined }] },
      [["feedbacks.0.id", { code: "field-malformed", field: "id" }]],
    ],
    [
      "a display rule that is not a regular expression",
      "userFeedback",
      { feedbacks: [question("s", "rating", "k", ["^/awd/$", "^/awd/(unclosed$"])] },
      [["feedbacks.0.displayRules.paths.1", { code: "rule-not-regex", pattern: "^/awd/(unclosed$" }]],
    ],
    [
      "a survey without a rating question",
      "userFeedback",
      { feedbacks: [question("s", "rating"), question("t", "text", "comments")] },
      [["feedbacks.1.answerType", { code: "survey-without-rating", eventKey: "comments" }]],
    ],
    [
      "a question id used twice",
      "userFeedback",
      { feedbacks: [question("s", "rating"), question("s", "text")] },
      [["feedbacks.1.id", { code: "id-taken", id: "s" }]],
    ],
  ])("%s", (_, key, value, expected) => {
    expect(remoteConfigValueProblems(key, value)).toEqual(expected.map(([path, problem]) => ({ path, ...problem })));
  });
});

describe("valueProblemDescription: each problem in English, for the API and the command line", () => {
  it.each<[ValueProblem, string]>([
    [{ path: "", code: "phase-empty" }, "The display phase is empty"],
    [{ path: "feedbacks.0.question", code: "field-missing", field: "question" }, "question is empty"],
    [{ path: "", code: "field-malformed", field: undefined }, "the value has the wrong form"],
    [{ path: "feedbacks.1.id", code: "id-taken", id: "s" }, "The question id s is used by another question"],
    [
      { path: "feedbacks.1.answerType", code: "survey-without-rating", eventKey: "comments" },
      "The survey comments has no rating question, so it is never shown",
    ],
  ])("%j → %s", (problem, text) => {
    expect(valueProblemDescription(problem)).toBe(text);
  });
});

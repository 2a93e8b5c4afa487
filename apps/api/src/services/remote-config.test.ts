import { groupSurveys, surveysForPath } from "@awd/core/feedback-survey";
import { describe, expect, it } from "vitest";
import {
  defaultRemoteConfig,
  type PatternAttributes,
  parsePattern,
  resolveRemoteConfig,
  type StoredValue,
  valueProblem,
} from "./remote-config.ts";

const phase = (pattern: string, value: unknown): StoredValue => ({ key: "userSurveyDisplayPhase", pattern, value });
const attributes = (ab_pattern: "A" | "B", abc_pattern: "A" | "B" | "C"): PatternAttributes => ({
  ab_pattern,
  abc_pattern,
});

const question = (id: string, answerType: "rating" | "text", eventKey = "survey", paths = ["^/awd/?$"]) => ({
  id,
  question: `question ${id}`,
  eventKey,
  answerType,
  displayRules: { paths },
});

describe("resolveRemoteConfig: which value wins for which pattern", () => {
  const everyCondition = [phase("", "Default"), phase("ab:A", "AbA"), phase("abc:C", "AbcC")];

  it.each([
    ["nothing stored: core's default", [], attributes("A", "A"), "BeforeOnboarding"],
    ["the key's default value", [phase("", "Default")], attributes("B", "B"), "Default"],
    ["the A/B group's value over the default", everyCondition, attributes("A", "B"), "AbA"],
    ["the default for the other A/B group", everyCondition, attributes("B", "A"), "Default"],
    ["the A/B/C group's value over the A/B group's", everyCondition, attributes("A", "C"), "AbcC"],
    ["the A/B/C group's value over the default", everyCondition, attributes("B", "C"), "AbcC"],
    ["a group's value without a default", [phase("abc:B", "AbcB")], attributes("A", "B"), "AbcB"],
    ["core's default outside that group", [phase("abc:B", "AbcB")], attributes("A", "C"), "BeforeOnboarding"],
    [
      "the default when the group's value no longer fits the schema",
      [phase("", "D"), phase("ab:B", 42)],
      attributes("B", "A"),
      "D",
    ],
  ])("%s", (_, stored, attrs, expected) => {
    expect(resolveRemoteConfig(stored, attrs).userSurveyDisplayPhase).toBe(expected);
  });

  it("resolves each key on its own", () => {
    const feedbacks = [question("stars", "rating")];
    const stored: StoredValue[] = [
      phase("ab:A", "AfterOnboarding"),
      { key: "userFeedback", pattern: "", value: { feedbacks } },
      { key: "userFeedback", pattern: "abc:C", value: { feedbacks: [] } },
    ];
    expect(resolveRemoteConfig(stored, attributes("A", "B"))).toEqual({
      userSurveyDisplayPhase: "AfterOnboarding",
      userFeedback: { feedbacks },
    });
    expect(resolveRemoteConfig(stored, attributes("B", "C"))).toEqual({
      userSurveyDisplayPhase: "BeforeOnboarding",
      userFeedback: { feedbacks: [] },
    });
  });

  it("ignores values of keys core does not know", () => {
    expect(resolveRemoteConfig([{ key: "somethingElse", pattern: "", value: 1 }], attributes("A", "A"))).toEqual({
      userSurveyDisplayPhase: "BeforeOnboarding",
      userFeedback: { feedbacks: [] },
    });
  });
});

describe("parsePattern (--pattern of the desk)", () => {
  it.each([
    ["ab:A", { kind: "ab", label: "A" }],
    ["ab:B", { kind: "ab", label: "B" }],
    ["abc:C", { kind: "abc", label: "C" }],
    ["ab:C", undefined],
    ["abc:D", undefined],
    ["AB:A", undefined],
    ["ab:A:x", undefined],
    ["", undefined],
  ])("%j gives %j", (text, expected) => {
    expect(parsePattern(text)).toEqual(expected);
  });
});

describe("valueProblem: what the command line refuses to store, in English", () => {
  it.each([
    ["userSurveyDisplayPhase", "AfterOnboarding", undefined],
    ["userSurveyDisplayPhase", 3, /^userSurveyDisplayPhase: The display phase must be a string$/],
    ["userFeedback", { feedbacks: [] }, undefined],
    ["userFeedback", { feedbacks: [question("s", "rating"), question("t", "text")] }, undefined],
    ["userFeedback", [], /^userFeedback: /],
    ["userFeedback", { feedbacks: [{ id: "s" }] }, /^feedbacks\.0\./],
    [
      "userFeedback",
      { feedbacks: [question("s", "rating", "k", ["^/awd/(unclosed$"])] },
      /paths\.0: ".*" is not a regular expression$/,
    ],
    ["userFeedback", { feedbacks: [question("t", "text", "comments")] }, /The survey comments has no rating question/],
  ] as const)("%s = %j: %s", (key, value, expected) => {
    const problem = valueProblem(key, value);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatch(expected);
  });
});

describe("the default values seeded at start", () => {
  const surveys = groupSurveys(defaultRemoteConfig.userFeedback.feedbacks);

  it("pass the desk's own checks", () => {
    expect(valueProblem("userFeedback", defaultRemoteConfig.userFeedback)).toBeUndefined();
    expect(valueProblem("userSurveyDisplayPhase", defaultRemoteConfig.userSurveyDisplayPhase)).toBeUndefined();
  });

  it.each([
    ["/awd/news-topics/101", ["article_feedback"]],
    ["/awd/dear-annie/4512", ["article_feedback"]],
    ["/awd/", ["home_feedback"]],
    ["/awd", ["home_feedback"]],
    ["/awd/news-topics", []],
    ["/awd/search", []],
  ])("show on %s: %j", (path, eventKeys) => {
    expect(surveysForPath(surveys, path).map((s) => s.eventKey)).toEqual(eventKeys);
  });

  it("ask for stars and a comment under an article, stars only on the home page", () => {
    const [article, home] = surveys;
    expect(article?.rating.question).toBe("この記事はいかがでしたか？");
    expect(article?.texts).toHaveLength(1);
    expect(home?.texts).toEqual([]);
  });
});

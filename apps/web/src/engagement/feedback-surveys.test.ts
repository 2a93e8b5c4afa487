import { describe, expect, it } from "vitest";
import { surveyToShow } from "./feedback-surveys";

const question = (id: string, eventKey: string, answerType: "rating" | "text", paths: string[]) => ({
  id,
  question: id,
  eventKey,
  answerType,
  displayRules: { paths },
});
const values = {
  userSurveyDisplayPhase: "BeforeOnboarding",
  userFeedback: {
    feedbacks: [
      question("article_rating", "article_feedback", "rating", ["^/awd/[a-z0-9-]+/\\d+$"]),
      question("article_comment", "article_feedback", "text", []),
      question("home_rating", "home_feedback", "rating", ["^/awd/?$"]),
    ],
  },
};
const none = () => false;

describe("surveyToShow (only where the path matches a display rule, not answered)", () => {
  it.each<[string, string | undefined]>([
    ["/awd", "home_feedback"],
    ["/awd/", "home_feedback"],
    ["/awd/news-topics/101", "article_feedback"],
    ["/awd/news-topics", undefined],
    ["/news-topics/101", undefined],
    ["/awd/search", undefined],
  ])("%s → %s", (pathname, eventKey) => {
    const choice = surveyToShow(values, pathname, none);
    expect(choice.kind === "survey" ? choice.survey.eventKey : undefined).toBe(eventKey);
  });

  it("gives the article survey its text question", () => {
    const choice = surveyToShow(values, "/awd/news-topics/101", none);
    expect(choice.kind === "survey" && choice.survey.texts.map((t) => t.id)).toEqual(["article_comment"]);
  });

  it("skips a survey whose flag is stored", () => {
    expect(surveyToShow(values, "/awd", (key) => key === "home_feedback")).toEqual({ kind: "none" });
  });

  it("tells a config that does not fit core's schema", () => {
    expect(surveyToShow({ userFeedback: { feedbacks: [{ id: 1 }] } }, "/awd", none).kind).toBe("invalid");
  });

  it("shows none when the config has no surveys (core's default)", () => {
    expect(surveyToShow({}, "/awd", none)).toEqual({ kind: "none" });
  });
});

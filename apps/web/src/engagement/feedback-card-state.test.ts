import { feedbackLimits } from "@awd/core/constants";
import { type FeedbackQuestion, groupSurveys, type Survey } from "@awd/core/feedback-survey";
import { describe, expect, it } from "vitest";
import {
  type FeedbackCardAction,
  type FeedbackCardState,
  feedbackCardReducer,
  initialFeedbackCardState,
  sendsOnRating,
  showsTextQuestions,
} from "./feedback-card-state";

const question = (id: string, answerType: "rating" | "text"): FeedbackQuestion => ({
  id,
  question: id,
  eventKey: "article_feedback",
  answerType,
  displayRules: { paths: ["^/awd/[a-z0-9-]+/\\d+$"] },
});
const surveyOf = (questions: FeedbackQuestion[]) => groupSurveys(questions)[0] as Survey;
const ratingOnly = surveyOf([question("rating", "rating")]);
const withText = surveyOf([question("rating", "rating"), question("comment", "text")]);

const run = (...actions: FeedbackCardAction[]): FeedbackCardState =>
  actions.reduce(feedbackCardReducer, initialFeedbackCardState);

describe("the star rating (1 to 5)", () => {
  it.each<[number, number]>([
    [1, 1],
    [5, 5],
    [0, 0],
    [6, 0],
    [2.5, 0],
  ])("a pick of %s leaves the rating %s", (picked, rating) => {
    expect(run({ type: "rate", rating: picked }).rating).toBe(rating);
  });

  it("can be changed before sending", () => {
    expect(run({ type: "rate", rating: 2 }, { type: "rate", rating: 4 }).rating).toBe(4);
  });
});

describe("the text questions (at most 100 characters, input blocked beyond)", () => {
  const max = feedbackLimits.textMaxLength;

  it.each<[string, string, string, boolean]>([
    ["within the limit", "good", "good", false],
    ["exactly the limit", "a".repeat(max), "a".repeat(max), false],
    ["beyond: cut at the limit, with the message", "a".repeat(max + 5), "a".repeat(max), true],
    ["characters, not UTF-16 units", "😀".repeat(max + 1), "😀".repeat(max), true],
  ])("%s", (_, typed, kept, over) => {
    const state = run({ type: "write", questionId: "comment", text: typed });
    expect(state.texts.comment).toBe(kept);
    expect(state.overLimit.comment).toBe(over);
  });

  it("keeps an input method's text whole while composing, and cuts it when it commits", () => {
    const long = "あ".repeat(max + 2);
    const composing = run({ type: "write", questionId: "comment", text: long, composing: true });
    expect(composing.texts.comment).toBe(long);
    const committed = feedbackCardReducer(composing, { type: "write", questionId: "comment", text: long });
    expect(committed.texts.comment).toBe("あ".repeat(max));
    expect(committed.overLimit.comment).toBe(true);
  });

  it("clears the message once the text is within the limit again", () => {
    const state = run(
      { type: "write", questionId: "comment", text: "a".repeat(max + 1) },
      { type: "write", questionId: "comment", text: "a".repeat(max - 1) },
    );
    expect(state.overLimit.comment).toBe(false);
  });

  it("show only once a star is picked, and only for a survey that has them", () => {
    expect(showsTextQuestions(withText, initialFeedbackCardState)).toBe(false);
    expect(showsTextQuestions(withText, run({ type: "rate", rating: 3 }))).toBe(true);
    expect(showsTextQuestions(ratingOnly, run({ type: "rate", rating: 3 }))).toBe(false);
  });

  it("a rating-only survey is sent on the rating; one with text questions is not", () => {
    expect(sendsOnRating(ratingOnly)).toBe(true);
    expect(sendsOnRating(withText)).toBe(false);
  });
});

describe("sending (thanks after submit, double submit blocked)", () => {
  it("needs a rating above 0", () => {
    expect(run({ type: "send" }).phase).toBe("asking");
  });

  it("goes asking, sending, thanked", () => {
    const sending = run({ type: "rate", rating: 4 }, { type: "send" });
    expect(sending.phase).toBe("sending");
    expect(feedbackCardReducer(sending, { type: "sent" }).phase).toBe("thanked");
  });

  it("ignores a second send, and ratings or text while sending", () => {
    const sending = run({ type: "rate", rating: 4 }, { type: "send" });
    expect(feedbackCardReducer(sending, { type: "send" })).toBe(sending);
    expect(feedbackCardReducer(sending, { type: "rate", rating: 1 })).toBe(sending);
    expect(feedbackCardReducer(sending, { type: "write", questionId: "comment", text: "late" })).toBe(sending);
    const thanked = feedbackCardReducer(sending, { type: "sent" });
    expect(feedbackCardReducer(thanked, { type: "send" })).toBe(thanked);
    expect(feedbackCardReducer(thanked, { type: "sent" })).toBe(thanked);
  });

  it("ignores 'sent' when nothing was being sent", () => {
    expect(run({ type: "sent" }).phase).toBe("asking");
  });
});

describe("closing (manual close resets rating and answers)", () => {
  it.each<[string, FeedbackCardAction[]]>([
    [
      "while asking",
      [
        { type: "rate", rating: 3 },
        { type: "write", questionId: "comment", text: "hi" },
      ],
    ],
    ["after thanks", [{ type: "rate", rating: 3 }, { type: "send" }, { type: "sent" }]],
  ])("%s", (_, before) => {
    expect(run(...before, { type: "close" })).toEqual({ phase: "closed", rating: 0, texts: {}, overLimit: {} });
  });
});

import { describe, expect, it } from "vitest";
import {
  type FeedbackAnswer,
  feedbackAnswerSchema,
  feedbackAnswers,
  feedbackTextCounter,
  isFeedbackTextTooLong,
  isRatingSubmittable,
  limitFeedbackText,
} from "./feedback-answer.ts";
import type { FeedbackQuestion, Survey } from "./feedback-survey.ts";

const question = (id: string, answerType: "rating" | "text"): FeedbackQuestion => ({
  id,
  question: `question ${id}`,
  eventKey: "article",
  answerType,
  displayRules: { paths: [] },
});
const survey: Survey = {
  eventKey: "article",
  rating: question("stars", "rating"),
  texts: [question("good", "text"), question("bad", "text")],
  displayPaths: [],
};

const text100 = "あ".repeat(100);
const text101 = "あ".repeat(101);

describe("isRatingSubmittable (rating 1 to 5, above 0 to submit)", () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
    [5, true],
    [6, false],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
  ])("%d → %s", (rating, expected) => {
    expect(isRatingSubmittable(rating)).toBe(expected);
  });
});

describe("text answer limit (at most 100 characters, counter n/100)", () => {
  it.each([
    ["", false, "0/100", ""],
    ["a", false, "1/100", "a"],
    [text100, false, "100/100", text100],
    [text101, true, "101/100", text100],
    ["😀".repeat(100), false, "100/100", "😀".repeat(100)],
    ["😀".repeat(101), true, "101/100", "😀".repeat(100)],
  ])("%j: too long %s, counter %s", (text, tooLong, counter, limited) => {
    expect(isFeedbackTextTooLong(text)).toBe(tooLong);
    expect(feedbackTextCounter(text)).toBe(counter);
    expect(limitFeedbackText(text)).toBe(limited);
  });
});

describe("feedbackAnswers (rating required, only non-empty texts sent)", () => {
  const stars = (value: number): FeedbackAnswer => ({ question_id: "stars", answer_value: value });
  it.each<[string, number, Record<string, string>, FeedbackAnswer[]]>([
    ["rating 1 only", 1, {}, [stars(1)]],
    ["rating 5 only", 5, {}, [stars(5)]],
    ["empty and blank texts are not sent", 4, { good: "", bad: " \n" }, [stars(4)]],
    [
      "texts are trimmed and sent in question order",
      3,
      { bad: " 音声が小さい ", good: "記事" },
      [stars(3), { question_id: "good", answer_value: "記事" }, { question_id: "bad", answer_value: "音声が小さい" }],
    ],
    ["a 100-character text", 2, { good: text100 }, [stars(2), { question_id: "good", answer_value: text100 }]],
    ["an answer to an unknown question is ignored", 2, { other: "x" }, [stars(2)]],
  ])("%s", (_, rating, texts, expected) => {
    expect(feedbackAnswers(survey, rating, texts)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, number, Record<string, string>, string]>([
    ["rating 0", 0, {}, "no-rating"],
    ["rating 6", 6, {}, "no-rating"],
    ["rating 0 with text", 0, { good: "x" }, "no-rating"],
    ["a 101-character text", 5, { good: text101 }, "text-too-long"],
  ])("refuses %s", (_, rating, texts, reason) => {
    expect(feedbackAnswers(survey, rating, texts)).toEqual({ ok: false, reason });
  });
});

describe("feedbackAnswerSchema", () => {
  it.each<[unknown, boolean]>([
    [{ question_id: "stars", answer_value: 1 }, true],
    [{ question_id: "stars", answer_value: 5 }, true],
    [{ question_id: "good", answer_value: text100 }, true],
    [{ question_id: "stars", answer_value: 0 }, false],
    [{ question_id: "stars", answer_value: 6 }, false],
    [{ question_id: "good", answer_value: text101 }, false],
    [{ question_id: "good", answer_value: "" }, false],
    [{ question_id: "good", answer_value: "  " }, false],
    [{ question_id: "", answer_value: 3 }, false],
  ])("%j → %s", (input, valid) => {
    expect(feedbackAnswerSchema.safeParse(input).success).toBe(valid);
  });
});

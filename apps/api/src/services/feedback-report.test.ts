import type { FeedbackQuestion } from "@awd/core/feedback-survey";
import { describe, expect, it } from "vitest";
import { type FeedbackGroup, summarizeFeedback } from "./feedback-report.ts";

// Fixed user_feedback answers, grouped per question and value as the database groups them.
const answers: [questionId: string, value: number | string][] = [
  ["stars", 5],
  ["stars", 5],
  ["stars", 4],
  ["stars", 3],
  ["stars", 1],
  ["stars", 5],
  ["comment", "分かりやすい"],
  ["comment", "音声がもっと欲しい"],
  ["retired", 2],
];
const grouped = (list: typeof answers): FeedbackGroup[] => {
  const groups = new Map<string, FeedbackGroup>();
  for (const [questionId, value] of list) {
    const rating = typeof value === "number" ? value : null;
    const key = `${questionId}/${rating}`;
    const group = groups.get(key) ?? { questionId, rating, count: 0 };
    groups.set(key, { ...group, count: group.count + 1 });
  }
  return [...groups.values()];
};

const question = (id: string, answerType: "rating" | "text"): FeedbackQuestion => ({
  id,
  question: `${id}?`,
  eventKey: "article_feedback",
  answerType,
  displayRules: { paths: [] },
});
const configured = [question("stars", "rating"), question("comment", "text"), question("unanswered", "rating")];

describe("summarizeFeedback", () => {
  const figures = summarizeFeedback(grouped(answers), configured);
  const of = (id: string) => figures.find((f) => f.questionId === id);

  it("lists configured questions in survey order, then questions no longer configured", () => {
    expect(figures.map((f) => f.questionId)).toEqual(["stars", "comment", "unanswered", "retired"]);
  });

  it("counts a rating question's answers, averages them and spreads them over 1 to 5 stars", () => {
    expect(of("stars")).toMatchObject({
      question: "stars?",
      answerType: "rating",
      answers: 6,
      distribution: [1, 0, 1, 1, 3],
      textAnswers: 0,
    });
    expect(of("stars")?.average).toBeCloseTo(23 / 6, 10);
  });

  it("counts text answers without an average", () => {
    expect(of("comment")).toMatchObject({ answers: 2, textAnswers: 2, average: null, distribution: [0, 0, 0, 0, 0] });
  });

  it("shows a configured question nobody answered with zeros", () => {
    expect(of("unanswered")).toMatchObject({ answers: 0, average: null, distribution: [0, 0, 0, 0, 0] });
  });

  it("keeps answers to a question no longer configured, without its text", () => {
    expect(of("retired")).toMatchObject({ question: null, answerType: null, answers: 1, average: 2 });
  });

  it.each([
    [[["q", 1]], 1, [1, 0, 0, 0, 0]],
    [[["q", 5]], 5, [0, 0, 0, 0, 1]],
    [
      [
        ["q", 2],
        ["q", 3],
      ],
      2.5,
      [0, 1, 1, 0, 0],
    ],
    [
      [
        ["q", 4],
        ["q", "text beside a rating"],
      ],
      4,
      [0, 0, 0, 1, 0],
    ],
  ] as [typeof answers, number, number[]][])("answers %j average %d", (list, average, distribution) => {
    const [q] = summarizeFeedback(grouped(list), []);
    expect(q?.average).toBe(average);
    expect(q?.distribution).toEqual(distribution);
    expect(q?.answers).toBe(list.length);
  });
});

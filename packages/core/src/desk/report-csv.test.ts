import { describe, expect, it } from "vitest";
import { parseCsv } from "../text/csv.ts";
import { eventsCsv, feedbackCsv, reportFileName } from "./report-csv.ts";

describe("reportFileName", () => {
  it("names the report and its range", () => {
    expect(reportFileName("feedback", { from: "2026-11-01", to: "2026-11-30" })).toBe(
      "awd-feedback-2026-11-01_2026-11-30.csv",
    );
  });
});

describe("feedbackCsv", () => {
  it("has a row per question and choice, a reader's formula kept as text", () => {
    const csv = feedbackCsv({
      from: "2026-11-01",
      to: "2026-11-30",
      questions: [
        {
          questionId: "=cmd",
          question: "満足度は？",
          answerType: "rating",
          answers: 3,
          average: 13 / 3,
          distribution: [0, 0, 0, 2, 1],
          textAnswers: 0,
        },
      ],
    });
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([
      "from",
      "to",
      "question_id",
      "question",
      "answer_type",
      "choice",
      "count",
      "answers",
      "average",
    ]);
    expect(rows.map((r) => [r[2], r[3], r[5], r[6], r[7], r[8]])).toEqual([
      ["'=cmd", "満足度は？", "1", "0", "3", "4.33"],
      ["'=cmd", "満足度は？", "2", "0", "3", "4.33"],
      ["'=cmd", "満足度は？", "3", "0", "3", "4.33"],
      ["'=cmd", "満足度は？", "4", "2", "3", "4.33"],
      ["'=cmd", "満足度は？", "5", "1", "3", "4.33"],
      ["'=cmd", "満足度は？", "text", "0", "3", "4.33"],
    ]);
  });
});

describe("eventsCsv", () => {
  it("has a row per day, event and user type", () => {
    const csv = eventsCsv({
      from: "2026-11-01",
      to: "2026-11-02",
      rows: [
        { day: "2026-11-01", event: "page_view", userType: "Free", count: 2 },
        { day: "2026-11-02", event: "page_view", userType: "NotLoggedIn", count: 5 },
      ],
    });
    expect(parseCsv(csv)).toEqual([
      ["day", "event", "user_type", "count"],
      ["2026-11-01", "page_view", "Free", "2"],
      ["2026-11-02", "page_view", "NotLoggedIn", "5"],
    ]);
  });
});

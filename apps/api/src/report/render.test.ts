import { describe, expect, it } from "vitest";
import { summarizeEvents } from "../services/events.ts";
import type { FeedbackReport } from "../services/feedback-report.ts";
import { eventsTable, feedbackChartSvg, feedbackTable, formatAverage, parseSince, tokyoDay } from "./render.ts";

const report: FeedbackReport = {
  since: "2026-11-01T00:00:00.000Z",
  questions: [
    {
      questionId: "article_feedback_rating",
      question: "この記事はいかがでしたか？",
      answerType: "rating",
      answers: 6,
      average: 23 / 6,
      distribution: [1, 0, 1, 1, 3],
      textAnswers: 0,
    },
    {
      questionId: "article_feedback_comment",
      question: "ご意見 <&> ご感想",
      answerType: "text",
      answers: 2,
      average: null,
      distribution: [0, 0, 0, 0, 0],
      textAnswers: 2,
    },
  ],
};

describe("parseSince", () => {
  it.each([
    ["2026-11-01", "2026-10-31T15:00:00.000Z"],
    ["2026-11-01T09:00:00+09:00", "2026-11-01T00:00:00.000Z"],
    ["2026-11-01T00:00:00Z", "2026-11-01T00:00:00.000Z"],
  ])("reads %s as %s", (text, iso) => {
    expect(parseSince(text)?.toISOString()).toBe(iso);
  });

  it.each(["2026-02-30", "2026-13-01", "yesterday", "1700000000", "2026-11-01Tnoon"])("refuses %s", (text) => {
    expect(() => parseSince(text)).toThrow(/--since/);
  });

  it("means all time when absent", () => {
    expect(parseSince(undefined)).toBeUndefined();
  });

  it("names days on the Tokyo calendar", () => {
    expect(tokyoDay(new Date("2026-11-20T15:30:00Z"))).toBe("2026-11-21");
  });
});

describe("feedbackTable", () => {
  const lines = feedbackTable(report).split("\n");

  it("prints a row per question: answers, average to 2 places, each star's count, texts", () => {
    expect(lines[2]?.split(/\s{2,}/)).toEqual([
      "article_feedback_rating",
      "6",
      "3.83",
      "1",
      "0",
      "1",
      "1",
      "3",
      "0",
      "この記事はいかがでしたか？",
    ]);
    expect(lines[3]?.split(/\s{2,}/).slice(0, 3)).toEqual(["article_feedback_comment", "2", "-"]);
  });

  it("says so when there is nothing", () => {
    expect(feedbackTable({ since: null, questions: [] })).toBe("feedback (all time): no questions, no answers");
  });

  it.each([
    [null, "-"],
    [4, "4.00"],
    [3.456, "3.46"],
  ])("formats the average %s as %s", (average, text) => {
    expect(formatAverage(average)).toBe(text);
  });
});

describe("feedbackChartSvg", () => {
  const svg = feedbackChartSvg(report, new Date("2026-11-21T01:30:00Z"));
  const widths = [...svg.matchAll(/<rect x="\d+" y="\d+" width="(\d+)"/g)].map((m) => Number(m[1]));

  it("is one standalone SVG document", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
  });

  it("draws the five star counts of a rating question, 5★ first, longest for the most answers", () => {
    expect(widths).toEqual([560, 187, 187, 0, 187]);
    expect(svg).toContain("3 (50%)");
    expect(svg).toContain("average 3.83");
  });

  it("gives a text question its count, and escapes every text", () => {
    expect(svg).toContain("article_feedback_comment · 2 text answers");
    expect(svg).toContain("ご意見 &lt;&amp;&gt; ご感想");
    expect(svg).not.toContain("<&>");
  });

  it("states the period and when it was made, in Japanese dates", () => {
    expect(svg).toContain("since 2026年11月1日 09:00 · made 2026年11月21日 10:30");
  });
});

describe("eventsTable", () => {
  it("counts by event and user type with totals", () => {
    const table = eventsTable(
      summarizeEvents(
        [
          { event: "page_view", userType: "Digital", count: 3 },
          { event: "page_view", userType: "NotLoggedIn", count: 7 },
          { event: "user_feedback", userType: "Digital", count: 2 },
        ],
        undefined,
      ),
    );
    const rows = table.split("\n").map((line) => line.split(/\s+/));
    expect(rows[1]).toEqual(["event", "Digital", "Double", "Free", "NotLoggedIn", "Corp", "Alliance", "total"]);
    expect(rows[2]).toEqual(["page_view", "3", "0", "0", "7", "0", "0", "10"]);
    expect(rows[3]).toEqual(["user_feedback", "2", "0", "0", "0", "0", "0", "2"]);
    expect(rows[4]).toEqual(["(all)", "5", "0", "0", "7", "0", "0", "12"]);
  });
});

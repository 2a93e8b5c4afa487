import { printableText } from "@awd/core/printable-text";
import { DOMParser } from "@xmldom/xmldom";
import fc from "fast-check";
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

// What a reader can send as a question id (and an operator as a question): markup, CDATA ends,
// terminal escapes, bidirectional overrides and lone surrogates among ordinary text.
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        "<",
        ">",
        "&",
        "]]>",
        '"',
        "'",
        "\u0000",
        "\u001b[2J",
        "\u009b",
        "\u202e",
        "\ud800",
        "\udfff",
        "a",
        "良",
      ),
    )
    .map((parts) => parts.join("")),
);

const reportAbout = (questionId: string, question: string | null, answerType: "rating" | "text"): FeedbackReport => ({
  since: null,
  questions: [
    {
      questionId,
      question,
      answerType,
      answers: 3,
      average: answerType === "rating" ? 4 : null,
      distribution: answerType === "rating" ? [0, 0, 1, 1, 1] : [0, 0, 0, 0, 0],
      textAnswers: answerType === "text" ? 3 : 0,
    },
  ],
});

// XML 1.0's Char production; xmldom itself lets control characters and lone surrogates through.
const xmlCharacters = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;
const bareAmpersand = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i;

// Controls a terminal acts on, bidirectional overrides, and (with the u flag) lone surrogates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this check's job
const unprintable = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e]|\p{Cs}/u;

function parseSvg(svg: string) {
  const problems: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => problems.push(`${level}: ${message}`),
  }).parseFromString(svg, "image/svg+xml");
  return { document, problems };
}

describe("operator output from hostile text", () => {
  it("the SVG chart is well-formed XML whatever readers sent, and shows their text printable", () => {
    fc.assert(
      fc.property(
        hostileText,
        fc.option(hostileText, { nil: null }),
        fc.constantFrom("rating", "text"),
        (id, question, type) => {
          const svg = feedbackChartSvg(reportAbout(id, question, type), new Date("2026-11-21T01:30:00Z"));
          expect(svg).toMatch(xmlCharacters);
          expect(svg).not.toMatch(bareAmpersand);
          expect(svg).not.toContain("]]>");
          const { document, problems } = parseSvg(svg);
          expect(problems).toEqual([]);
          expect(document.documentElement?.tagName).toBe("svg");
          const title = document.getElementsByTagName("text")[2]?.textContent;
          expect(title).toBe(printableText(question ?? id));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the table keeps each question on one line with no control characters", () => {
    fc.assert(
      fc.property(hostileText, hostileText, (id, question) => {
        const lines = feedbackTable(reportAbout(id, question, "rating")).split("\n");
        expect(lines).toHaveLength(3);
        for (const line of lines) expect(line).not.toMatch(unprintable);
      }),
      { numRuns: 300 },
    );
  });

  it("a terminal escape in a question id is printed as harmless text", () => {
    const table = feedbackTable(reportAbout("q\u001b[2J\u001b[31mred", "質問", "rating"));
    expect(table).toContain("q[2J[31mred");
    expect(table).not.toContain("\u001b");
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

import { describe, expect, it } from "vitest";
import type { DailyEventCount, QuestionFigures } from "../contract/desk-reports.ts";
import { axisTicks, choiceBars, eventNames, eventTotals, stackedEventDays, userTypesShown } from "./report-figures.ts";

const rows: DailyEventCount[] = [
  { day: "2026-11-01", event: "page_view", userType: "NotLoggedIn", count: 3 },
  { day: "2026-11-01", event: "page_view", userType: "Digital", count: 2 },
  { day: "2026-11-01", event: "audio_play", userType: "Digital", count: 1 },
  { day: "2026-11-03", event: "page_view", userType: "Free", count: 4 },
];
const range = { from: "2026-11-01", to: "2026-11-03" };

describe("eventTotals", () => {
  it("counts each event per user type, by name", () => {
    expect(eventTotals(rows)).toEqual([
      {
        event: "audio_play",
        counts: { Digital: 1, Double: 0, Free: 0, NotLoggedIn: 0, Corp: 0, Alliance: 0 },
        total: 1,
      },
      {
        event: "page_view",
        counts: { Digital: 2, Double: 0, Free: 4, NotLoggedIn: 3, Corp: 0, Alliance: 0 },
        total: 9,
      },
    ]);
  });

  it("is empty without events", () => {
    expect(eventTotals([])).toEqual([]);
  });
});

describe("eventNames", () => {
  it("lists each name once, sorted", () => {
    expect(eventNames(rows)).toEqual(["audio_play", "page_view"]);
  });
});

describe("stackedEventDays", () => {
  it.each<[string | undefined, number[]]>([
    [undefined, [6, 0, 4]],
    ["page_view", [5, 0, 4]],
    ["audio_play", [1, 0, 0]],
    ["nothing", [0, 0, 0]],
  ])("event %s: a bar for every day, totals %j", (event, totals) => {
    const days = stackedEventDays(rows, range, event);
    expect(days.map((d) => d.day)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(days.map((d) => d.total)).toEqual(totals);
  });

  it("stacks user types in core's order, each on the ones below", () => {
    const [first] = stackedEventDays(rows, range, undefined);
    expect(first?.segments).toEqual([
      { userType: "Digital", count: 3, base: 0 },
      { userType: "NotLoggedIn", count: 3, base: 3 },
    ]);
  });

  it("lists in the legend only the user types drawn", () => {
    expect(userTypesShown(stackedEventDays(rows, range, undefined))).toEqual(["Digital", "Free", "NotLoggedIn"]);
    expect(userTypesShown(stackedEventDays(rows, range, "audio_play"))).toEqual(["Digital"]);
  });
});

describe("axisTicks", () => {
  it.each<[number, number[]]>([
    [0, [0, 1]],
    [1, [0, 1]],
    [5, [0, 1, 2, 3, 4, 5]],
    [7, [0, 2, 4, 6, 8]],
    [10, [0, 2, 4, 6, 8, 10]],
    [51, [0, 20, 40, 60]],
    [100, [0, 20, 40, 60, 80, 100]],
    [1234, [0, 500, 1000, 1500]],
  ])("up to %d: %j", (max, ticks) => {
    expect(axisTicks(max)).toEqual(ticks);
  });
});

describe("choiceBars", () => {
  const question = (over: Partial<QuestionFigures>): QuestionFigures => ({
    questionId: "q",
    question: "満足度は？",
    answerType: "rating",
    answers: 0,
    average: null,
    distribution: [0, 0, 0, 0, 0],
    textAnswers: 0,
    ...over,
  });

  it.each<[string, Partial<QuestionFigures>, [string | number, number, number][]]>([
    [
      "a rating question: 5 stars down to 1, with shares",
      { answers: 4, distribution: [0, 0, 1, 0, 3] },
      [
        [5, 3, 75],
        [4, 0, 0],
        [3, 1, 25],
        [2, 0, 0],
        [1, 0, 0],
      ],
    ],
    [
      "a rating question without answers: every bar at zero",
      {},
      [
        [5, 0, 0],
        [4, 0, 0],
        [3, 0, 0],
        [2, 0, 0],
        [1, 0, 0],
      ],
    ],
    ["a text question: one bar", { answerType: "text", answers: 2, textAnswers: 2 }, [["text", 2, 100]]],
    [
      "a question no longer configured with ratings and texts",
      { answerType: null, question: null, answers: 3, distribution: [1, 0, 0, 0, 0], textAnswers: 2 },
      [
        [5, 0, 0],
        [4, 0, 0],
        [3, 0, 0],
        [2, 0, 0],
        [1, 1, 33],
        ["text", 2, 67],
      ],
    ],
    [
      "a question no longer configured with texts only",
      { answerType: null, question: null, answers: 1, textAnswers: 1 },
      [["text", 1, 100]],
    ],
  ])("%s", (_, over, bars) => {
    expect(choiceBars(question(over)).map((b) => [b.choice, b.count, b.percent])).toEqual(bars);
  });
});

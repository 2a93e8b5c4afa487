import { rangeWindow } from "@awd/core/report-range";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";
import { rollUpOldEvents } from "./event-retention.ts";
import { dailyEventCounts, eventsReport } from "./events.ts";
import { feedbackReport } from "./feedback-report.ts";

// The reports over a window of Tokyo days (the desk's ranges): the edges fall on Tokyo midnight, and
// the figures stay the same once the events are rolled up into daily counts.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const view = (userType: string) => ({ event: "page_view", label: "/a", awd_user_type: userType });
const rating = (answer_value: number) => ({
  event: "user_feedback",
  awd_user_type: "Free",
  question_id: "q-window",
  answer_value,
});

async function sendAt(instant: string, events: object[]) {
  server.clock.now = Date.parse(instant);
  expect((await server.post("/events", { events })).status).toBe(200);
}

describe("reports over a range of Tokyo days", () => {
  const db = () => server.database.db;
  const november = rangeWindow({ from: "2026-11-02", to: "2026-11-03" });

  beforeAll(async () => {
    await sendAt("2026-11-01T14:59:59.999Z", [view("Free"), rating(1)]); // 23:59:59.999 on 1 November in Tokyo
    await sendAt("2026-11-01T15:00:00.000Z", [view("Free"), view("NotLoggedIn"), rating(5)]); // midnight starting 2 November
    await sendAt("2026-11-02T20:00:00.000Z", [view("Digital"), rating(4)]); // 3 November, 05:00 in Tokyo
    await sendAt("2026-11-03T14:59:59.999Z", [view("Digital")]); // the last instant of 3 November
    await sendAt("2026-11-03T15:00:00.000Z", [view("Corp"), rating(2)]); // midnight starting 4 November
  });

  it("counts events per Tokyo day from the first day's midnight up to the midnight after the last", async () => {
    expect(await dailyEventCounts(db(), november)).toEqual([
      { day: "2026-11-02", event: "page_view", userType: "Free", count: 1 },
      { day: "2026-11-02", event: "page_view", userType: "NotLoggedIn", count: 1 },
      { day: "2026-11-02", event: "user_feedback", userType: "Free", count: 1 },
      { day: "2026-11-03", event: "page_view", userType: "Digital", count: 2 },
      { day: "2026-11-03", event: "user_feedback", userType: "Free", count: 1 },
    ]);
  });

  it("counts the same answers as the totals of the events report", async () => {
    const feedback = await feedbackReport(db(), november);
    expect(feedback.questions.find((q) => q.questionId === "q-window")).toMatchObject({
      answers: 2,
      distribution: [0, 0, 0, 1, 1],
    });
    const events = await eventsReport(db(), november);
    expect(events.rows.find((r) => r.event === "user_feedback")?.total).toBe(2);
    expect(events.rows.find((r) => r.event === "page_view")?.total).toBe(4);
  });

  it("gives the same figures once the days are rolled up", async () => {
    const windows = [november, rangeWindow({ from: "2026-11-01", to: "2026-11-04" }), {}];
    const before = await Promise.all(
      windows.map(async (w) => [await dailyEventCounts(db(), w), await feedbackReport(db(), w)]),
    );
    expect(await rollUpOldEvents(db(), new Date("2026-12-31T00:00:00Z"), 30)).toBe(10);
    const after = await Promise.all(
      windows.map(async (w) => [await dailyEventCounts(db(), w), await feedbackReport(db(), w)]),
    );
    expect(after).toEqual(before);
  });
});

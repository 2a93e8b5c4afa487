import { retentionCutoff, tokyoDayStart } from "@awd/core/event-retention";
import { analyticsEventDailyCounts, analyticsEvents } from "@awd/db/schema/engagement";
import { lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { internalHeaders, startTestServer, type TestServer } from "../test-server.ts";
import { rollUpOldEvents } from "./event-retention.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const day = 86_400_000;
const retentionDays = 30;
const view = (userType: string) => ({ event: "page_view", label: "/a", awd_user_type: userType });
const rating = (question_id: string, answer_value: number) => ({
  event: "user_feedback",
  awd_user_type: "Digital",
  question_id,
  answer_value,
});
const comment = (question_id: string) => ({ ...rating(question_id, 0), answer_value: "もっと音声を" });

/** Sends a batch as if it arrived `daysAgo` days before now (the test clock moved and back). */
async function sendDaysAgo(now: number, daysAgo: number, events: object[]) {
  server.clock.now = now - daysAgo * day;
  expect((await server.post("/events", { events })).status).toBe(200);
}

const reports = async (since?: Date) => {
  const query = since ? `?since=${encodeURIComponent(since.toISOString())}` : "";
  const events = await server.get(`/internal/report/events${query}`, internalHeaders);
  const feedback = await server.get(`/internal/report/feedback${query}`, internalHeaders);
  return { events: events.body, feedback: feedback.body };
};

describe("event retention", () => {
  it("rolls old events up into daily counts and deletes them, and the reports give the same figures", async () => {
    const now = Date.parse("2026-11-24T03:00:00Z");
    await sendDaysAgo(now, 100, [view("Free"), view("Free"), view("Digital"), rating("q1", 5), comment("q2")]);
    await sendDaysAgo(now, 45, [view("Free"), rating("q1", 2), rating("q1", 5), rating("q1", 4)]);
    await sendDaysAgo(now, 45.3, [view("Corp"), rating("q1", 5)]);
    await sendDaysAgo(now, 2, [view("Free"), rating("q1", 1), comment("q2")]);
    server.clock.now = now;
    const sinces = [undefined, tokyoDayStart("2026-10-10"), new Date(now - 50 * day), new Date(now - 10 * day)];
    const before = await Promise.all(sinces.map(reports));

    expect(await rollUpOldEvents(server.database.db, new Date(now), retentionDays)).toBe(11);
    const cutoff = retentionCutoff(new Date(now), retentionDays);
    expect(
      await server.database.db.select().from(analyticsEvents).where(lt(analyticsEvents.receivedAt, cutoff)),
    ).toEqual([]);
    expect(await server.database.db.select().from(analyticsEvents)).toHaveLength(3);
    expect(await server.database.db.select().from(analyticsEventDailyCounts)).toContainEqual({
      day: "2026-10-10",
      event: "user_feedback",
      userType: "Digital",
      questionId: "q1",
      answerKind: "rating",
      answerRating: 5,
      count: 2,
    });

    const after = await Promise.all(sinces.map(reports));
    expect(after).toEqual(before);
    expect(before[0]?.events).toMatchObject({
      data: {
        rows: [
          { event: "page_view", total: 6 },
          { event: "user_feedback", total: 8 },
        ],
      },
    });

    expect(await rollUpOldEvents(server.database.db, new Date(now), retentionDays)).toBe(0);
    expect(await Promise.all(sinces.map(reports))).toEqual(before);
  });
});

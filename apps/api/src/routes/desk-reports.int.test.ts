import { deskEventsReportSchema, deskFeedbackReportSchema } from "@awd/core/contract/desk-reports";
import { dataOf } from "@awd/core/contract/envelope";
import { parseCsv } from "@awd/core/csv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { internalHeaders, startTestServer, type TestServer } from "../test-server.ts";

// docs/product/publishers-desk.md#reports: the reports over a range of Tokyo days, as JSON and CSV.

let server: TestServer;
let viewer: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ content: false });
  const token = await server.accessToken("awd|demo-desk-viewer", { permissions: ["desk:read"] });
  viewer = { authorization: `Bearer ${token}` };

  await sendAt("2026-11-01T14:59:59.999Z", [view("Free"), rating("q-stars", 1)]); // 1 Nov, 23:59:59.999 in Tokyo
  await sendAt("2026-11-01T15:00:00.000Z", [view("Free"), view("NotLoggedIn"), rating("q-stars", 5)]); // 2 Nov, 00:00
  await sendAt("2026-11-02T20:00:00.000Z", [view("Digital"), rating("q-stars", 4), rating("=1+2", 3)]); // 3 Nov, 05:00
  await sendAt("2026-11-02T20:00:01.000Z", [text("q-text", "もっと音声を")]);
  await sendAt("2026-11-03T14:59:59.999Z", [view("Digital"), { ...view("Corp"), event: "audio_play" }]); // 3 Nov, 23:59
  await sendAt("2026-11-03T15:00:00.000Z", [view("Corp"), rating("q-stars", 2)]); // 4 Nov, 00:00
});
afterAll(() => server.close());

const view = (userType: string) => ({ event: "page_view", label: "/a", awd_user_type: userType });
const rating = (question_id: string, answer_value: number) => ({
  event: "user_feedback",
  awd_user_type: "Free",
  question_id,
  answer_value,
});
const text = (question_id: string, answer_value: string) => ({ ...rating(question_id, 0), answer_value });

async function sendAt(instant: string, events: object[]) {
  server.clock.now = Date.parse(instant);
  expect((await server.post("/events", { events })).status).toBe(200);
}

const query = (from: string, to: string) => `?from=${from}&to=${to}`;

describe("GET /desk/reports/events", () => {
  it("counts events per Tokyo day, name and user type, from midnight to midnight", async () => {
    const { status, body, headers } = await server.get(
      `/desk/reports/events${query("2026-11-02", "2026-11-03")}`,
      viewer,
    );
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(dataOf(body, deskEventsReportSchema)).toEqual({
      from: "2026-11-02",
      to: "2026-11-03",
      rows: [
        { day: "2026-11-02", event: "page_view", userType: "Free", count: 1 },
        { day: "2026-11-02", event: "page_view", userType: "NotLoggedIn", count: 1 },
        { day: "2026-11-02", event: "user_feedback", userType: "Free", count: 1 },
        { day: "2026-11-03", event: "audio_play", userType: "Corp", count: 1 },
        { day: "2026-11-03", event: "page_view", userType: "Digital", count: 2 },
        { day: "2026-11-03", event: "user_feedback", userType: "Free", count: 3 },
      ],
    });
  });

  it.each([
    ["2026-11-01", "2026-11-01", 2],
    ["2026-11-04", "2026-11-04", 2],
    ["2026-11-05", "2026-11-30", 0],
    ["2026-10-01", "2026-11-30", 13],
  ])("from %s to %s: %d events", async (from, to, total) => {
    const { body } = await server.get(`/desk/reports/events${query(from, to)}`, viewer);
    expect(dataOf(body, deskEventsReportSchema).rows.reduce((sum, r) => sum + r.count, 0)).toBe(total);
  });
});

describe("GET /desk/reports/feedback", () => {
  it("counts answers per question and choice within the range", async () => {
    const { status, body } = await server.get(`/desk/reports/feedback${query("2026-11-02", "2026-11-03")}`, viewer);
    expect(status).toBe(200);
    const report = dataOf(body, deskFeedbackReportSchema);
    expect(report.questions.map((q) => [q.questionId, q.answers, q.distribution, q.textAnswers])).toEqual([
      ["=1+2", 1, [0, 0, 1, 0, 0], 0],
      ["q-stars", 2, [0, 0, 0, 1, 1], 0],
      ["q-text", 1, [0, 0, 0, 0, 0], 1],
    ]);
    expect(report.questions.find((q) => q.questionId === "q-stars")?.average).toBe(4.5);
  });

  it("gives the figures of the report command for the same days", async () => {
    const since = encodeURIComponent("2026-11-01T15:00:00.000Z");
    const cli = await server.get(`/internal/report/feedback?since=${since}`, internalHeaders);
    const desk = await server.get(`/desk/reports/feedback${query("2026-11-02", "2026-12-31")}`, viewer);
    expect(dataOf(desk.body, deskFeedbackReportSchema).questions).toEqual(
      (cli.body as { data: { questions: unknown } }).data.questions,
    );
  });
});

describe("the CSV files", () => {
  it("lists the events per day, name and user type, named for the range", async () => {
    const response = await fetch(`${server.url}/desk/reports/events.csv${query("2026-11-02", "2026-11-03")}`, {
      headers: viewer,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="awd-events-2026-11-02_2026-11-03.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(["day", "event", "user_type", "count"]);
    expect(rows.slice(1)).toContainEqual(["2026-11-03", "user_feedback", "Free", "3"]);
    expect(rows).toHaveLength(7);
  });

  it("lists the answers per question and choice, a formula in a question id written as text", async () => {
    const response = await fetch(`${server.url}/desk/reports/feedback.csv${query("2026-11-02", "2026-11-03")}`, {
      headers: viewer,
    });
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="awd-feedback-2026-11-02_2026-11-03.csv"',
    );
    const rows = parseCsv(await response.text());
    const counts = rows.slice(1).map(([, , questionId, , , choice, count]) => [questionId, choice, count]);
    expect(counts).toContainEqual(["'=1+2", "3", "1"]);
    expect(counts).toContainEqual(["q-stars", "5", "1"]);
    expect(counts).toContainEqual(["q-text", "text", "1"]);
    expect(counts).toHaveLength(3 * 6);
  });
});

describe("a range that is not one", () => {
  it.each([
    ["2026-11-04", "2026-11-03", "from: from must not be after to"],
    ["2025-11-01", "2026-11-02", "from: a report covers at most 366 days"],
    ["2026-11-31", "2026-12-01", "from: from and to must be calendar days like 2026-11-01"],
    ["yesterday", "2026-12-01", "from: from and to must be calendar days like 2026-11-01"],
  ])("from %s to %s: 422 saying %s", async (from, to, message) => {
    for (const path of ["/desk/reports/events", "/desk/reports/feedback.csv"]) {
      const { status, body } = await server.get(`${path}${query(from, to)}`, viewer);
      expect(status, path).toBe(422);
      expect((body as { message: string }).message).toBe(message);
    }
  });

  it("answers 422 without both days", async () => {
    expect((await server.get("/desk/reports/events?from=2026-11-01", viewer)).status).toBe(422);
  });
});

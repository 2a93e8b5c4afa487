import { eventFieldProblems, eventFieldProblemText, eventLabelWithinLimit, eventLimits } from "@awd/core/event-fields";
import { analyticsEvents } from "@awd/db/schema/engagement";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventsReport } from "../services/events.ts";
import type { FeedbackReport } from "../services/feedback-report.ts";
import { seedRemoteConfigDefaults } from "../services/remote-config.ts";
import { internalHeaders, startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const send = (events: unknown[], headers: Record<string, string> = {}) => server.post("/events", { events }, headers);
/** The stored rows of the events carrying one label, oldest first. */
const rowsLabelled = (label: string) =>
  server.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.label, label))
    .orderBy(asc(analyticsEvents.id));
const view = (label: string, extra: object = {}) => ({
  event: "page_view",
  label,
  awd_user_type: "NotLoggedIn",
  environment: "test",
  ...extra,
});
const feedback = (question_id: string, answer_value: unknown, label = "feedback") => ({
  event: "user_feedback",
  label,
  awd_user_type: "Digital",
  question_id,
  answer_value,
});

describe("POST /events", () => {
  it("stores a batch with the time it arrived", async () => {
    const { status, body } = await send([view("batch"), view("batch"), view("batch", { awd_user_type: "Corp" })]);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { stored: 3 } });
    const rows = await rowsLabelled("batch");
    expect(rows.map((r) => [r.event, r.userType, r.environment, r.subject])).toEqual([
      ["page_view", "NotLoggedIn", "test", null],
      ["page_view", "NotLoggedIn", "test", null],
      ["page_view", "Corp", "test", null],
    ]);
    expect(rows.every((r) => r.receivedAt.getTime() === server.clock.now)).toBe(true);
  });

  it("records the subject of a signed-in request", async () => {
    const token = await server.accessToken("awd|demo-digital");
    await send([view("signed-in", { awd_user_type: "Digital" })], { authorization: `Bearer ${token}` });
    expect((await rowsLabelled("signed-in"))[0]?.subject).toBe("awd|demo-digital");
  });

  it("drops unknown fields, and an answer on an event other than user_feedback", async () => {
    const { status } = await send([
      view("extras", { colour: "red", nested: { a: 1 }, question_id: "q", answer_value: 3, label: "extras" }),
    ]);
    expect(status).toBe(200);
    const [row] = await rowsLabelled("extras");
    expect(row).toMatchObject({ event: "page_view", questionId: null, answerRating: null, answerText: null });
    expect(Object.keys(row ?? {})).not.toContain("colour");
  });

  it("stores a user_feedback answer with its question: a rating, and a trimmed text", async () => {
    const { status } = await send([
      feedback("article_feedback_rating", 4, "answers"),
      feedback("article_feedback_comment", "  例文がわかりやすい  ", "answers"),
      feedback("article_feedback_comment", "あ".repeat(100), "answers"),
    ]);
    expect(status).toBe(200);
    expect((await rowsLabelled("answers")).map((r) => [r.questionId, r.answerRating, r.answerText])).toEqual([
      ["article_feedback_rating", 4, null],
      ["article_feedback_comment", null, "例文がわかりやすい"],
      ["article_feedback_comment", null, "あ".repeat(100)],
    ]);
  });

  it.each([
    ["a bad event name", [view("x", { event: "Page-View" })], "events.0.event"],
    ["an event name of 65 characters", [view("x", { event: "a".repeat(65) })], "events.0.event"],
    ["a label of 201 characters", [view("ok"), view("x".repeat(201))], "events.1.label"],
    ["an unknown user type", [view("x", { awd_user_type: "Premium" })], "events.0.awd_user_type"],
    ["no user type", [{ event: "page_view" }], "events.0.awd_user_type"],
    ["an environment of 33 characters", [view("x", { environment: "e".repeat(33) })], "events.0.environment"],
    ["a rating of 6", [feedback("q", 6)], "events.0.answer_value"],
    ["a rating of 0", [feedback("q", 0)], "events.0.answer_value"],
    ["a rating of 2.5", [feedback("q", 2.5)], "events.0.answer_value"],
    ["a text of 101 characters", [feedback("q", "あ".repeat(101))], "events.0.answer_value"],
    ["a blank text", [feedback("q", "   ")], "events.0.answer_value"],
    ["an answer without a question", [{ ...feedback("q", 3), question_id: undefined }], "events.0.question_id"],
    ["an empty batch", [], "events"],
  ])("refuses %s with 422 naming the field, storing nothing", async (_, events, field) => {
    const { status, body } = await send(events);
    expect(status).toBe(422);
    expect(body).toMatchObject({ status_code: 422, request_id: expect.any(String) });
    expect((body as { message: string }).message.startsWith(`${field}:`)).toBe(true);
    expect(await rowsLabelled("ok")).toEqual([]);
  });

  // core's event-fields.ts: the rule the API refuses by and the browser's queue keeps to.
  it.each<[string, Record<string, unknown>, "event" | "label" | "environment"]>([
    ["a name one past its length", { event: "a".repeat(eventLimits.nameMaxLength + 1) }, "event"],
    ["a label one past its length", { label: "x".repeat(eventLimits.labelMaxLength + 1) }, "label"],
    [
      "an environment one past its length",
      { environment: "e".repeat(eventLimits.environmentMaxLength + 1) },
      "environment",
    ],
  ])("refuses %s with the rule's words", async (_, change, field) => {
    const event = view("ok", change);
    const problem = eventFieldProblems(event)[field];
    expect(problem).toBeDefined();
    const { status, body } = await send([event]);
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: `events.0.${field}: ${problem && eventFieldProblemText[problem]}` });
  });

  it("stores the label the browser's queue cuts a long one to", async () => {
    const label = eventLabelWithinLimit(`長い検索語${"😀".repeat(eventLimits.labelMaxLength)}`);
    expect((await send([view(label)])).status).toBe(200);
    expect((await rowsLabelled(label)).map((row) => row.label)).toEqual([label]);
  });

  it("refuses a batch of 51 events with 413 and the contract's body", async () => {
    const { status, body } = await send(Array.from({ length: 51 }, () => view("too-many")));
    expect(status).toBe(413);
    expect(body).toEqual({
      message: "A batch holds at most 50 events",
      status_code: 413,
      request_id: expect.any(String),
    });
    expect(await rowsLabelled("too-many")).toEqual([]);
  });

  it("takes a batch of 50", async () => {
    expect((await send(Array.from({ length: 50 }, () => view("fifty")))).status).toBe(200);
  });

  it("refuses a body over 64 KB with 413, even one whose events are invalid", async () => {
    const { status, body } = await send([view("too-large", { padding: "x".repeat(64 * 1024), event: "BAD" })]);
    expect(status).toBe(413);
    expect(body).toMatchObject({ message: "A request body is at most 64 KB", status_code: 413 });
  });

  it("refuses a streamed body over 64 KB that names no length", async () => {
    const chunk = new TextEncoder().encode(JSON.stringify({ events: [view("streamed")], padding: "x".repeat(40_000) }));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("refuses anything but JSON", async () => {
    const response = await fetch(`${server.url}/events`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "page_view",
    });
    expect(response.status).toBe(415);
  });
});

describe("the report's internal routes", () => {
  it("are hidden without the shared secret", async () => {
    expect((await server.get("/internal/report/feedback")).status).toBe(404);
    expect((await server.get("/internal/report/events", { "x-internal-secret": "guess" })).status).toBe(404);
  });

  it("give each question's answers, average and distribution from the stored events", async () => {
    await seedRemoteConfigDefaults(server.database.db, new Date(server.clock.now));
    server.clock.now += 60_000;
    const since = new Date(server.clock.now).toISOString();
    await send([
      ...[5, 5, 4, 2].map((stars) => feedback("article_feedback_rating", stars, "report")),
      feedback("article_feedback_comment", "もっと音声を", "report"),
      feedback("home_feedback_rating", 3, "report"),
    ]);
    const { status, body } = await server.get(
      `/internal/report/feedback?since=${encodeURIComponent(since)}`,
      internalHeaders,
    );
    expect(status).toBe(200);
    const { questions } = (body as { data: FeedbackReport }).data;
    expect(questions).toEqual([
      {
        questionId: "article_feedback_rating",
        question: "この記事はいかがでしたか？",
        answerType: "rating",
        answers: 4,
        average: 4,
        distribution: [0, 1, 0, 1, 2],
        textAnswers: 0,
      },
      expect.objectContaining({ questionId: "article_feedback_comment", answers: 1, textAnswers: 1, average: null }),
      expect.objectContaining({ questionId: "home_feedback_rating", answers: 1, average: 3 }),
    ]);
  });

  it("count events by name and user type", async () => {
    const { body } = await server.get("/internal/report/events", internalHeaders);
    const { rows } = (body as { data: EventsReport }).data;
    expect(rows.find((r) => r.event === "user_feedback")).toMatchObject({ counts: { Digital: 9 }, total: 9 });
    expect(rows.find((r) => r.event === "page_view")?.counts).toMatchObject({ Corp: 1, Digital: 1 });
  });

  it("refuses a since that is not an instant", async () => {
    const { status, body } = await server.get("/internal/report/events?since=yesterday", internalHeaders);
    expect(status).toBe(422);
    expect((body as { message: string }).message).toMatch(/^since:/);
  });
});

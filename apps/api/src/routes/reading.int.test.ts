import { readingLimits } from "@awd/core/constants";
import type { ArticleReadingRecord, FinishedArticles, ReadingSummary } from "@awd/core/contract/reading";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, statusCounts, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = Date.parse("2026-11-25T03:00:00Z"); // Wednesday noon in Tokyo
});
afterAll(() => server.close());

const free = "awd|demo-free";
const digital = "awd|demo-digital";
const hour = 3_600_000;
// advanced-news holds 201–205; 205 is free, the others need a right.
const freeArticle = 205;
const paidArticle = 201;

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A token valid now: the API checks its expiry on the real clock, whatever day the test's clock says. */
async function tokenOf(subject: string) {
  const testClock = server.clock.now;
  server.clock.now = Date.now();
  const token = await server.accessToken(subject);
  server.clock.now = testClock;
  return token;
}

async function call(method: string, path: string, subject: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (subject) headers.authorization = `Bearer ${await tokenOf(subject)}`;
  const response = await fetch(`${server.url}${path}`, { method, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
const dataOf = <T>(answer: Answer) => (answer.body as { data: T }).data;
const opened = (subject: string, id: number) => call("POST", `/reading/articles/${id}/opened`, subject);
const finished = (subject: string, id: number) => call("POST", `/reading/articles/${id}/finished`, subject);
const summaryOf = async (subject: string) => {
  const answer = await call("GET", "/reading/summary", subject);
  expect(answer.status).toBe(200);
  return dataOf<ReadingSummary>(answer);
};
const finishedAmong = async (subject: string, ids: number[]) =>
  dataOf<FinishedArticles>(await call("GET", `/reading/finished?ids=${ids.join(",")}`, subject)).finished;

describe("the reading history is for signed-in readers only", () => {
  it.each([
    ["POST", `/reading/articles/${freeArticle}/opened`],
    ["POST", `/reading/articles/${freeArticle}/finished`],
    ["GET", "/reading/summary"],
    ["GET", `/reading/finished?ids=${freeArticle}`],
  ])("%s %s answers 401 to an anonymous visitor, private and not stored", async (method, path) => {
    const answer = await call(method, path, undefined);
    expect(answer.status).toBe(401);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("an anonymous visitor's request records nothing", async () => {
    const before = await server.database.db.$count((await import("@awd/db/schema/reading")).articleReadings);
    await call("POST", `/reading/articles/${freeArticle}/opened`, undefined);
    await call("POST", `/reading/articles/${freeArticle}/finished`, undefined);
    expect(await server.database.db.$count((await import("@awd/db/schema/reading")).articleReadings)).toBe(before);
  });
});

describe("recording an opening and a finish", () => {
  const reader = "awd|reading-recorder";

  it("an opening is recorded once per article; opening again moves only the last opening", async () => {
    const first = await opened(reader, 1901);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const record = dataOf<ArticleReadingRecord>(first);
    expect(record).toMatchObject({ articleId: 1901, finishedAt: null });
    server.clock.now += hour;
    const again = dataOf<ArticleReadingRecord>(await opened(reader, 1901));
    expect(again.firstOpenedAt).toBe(record.firstOpenedAt);
    expect(Date.parse(again.lastOpenedAt) - Date.parse(record.lastOpenedAt)).toBe(hour);
    server.clock.now -= hour;
  });

  it("the first finish stays when it is sent again", async () => {
    const first = dataOf<ArticleReadingRecord>(await finished(reader, 1905));
    expect(first.finishedAt).not.toBeNull();
    server.clock.now += hour;
    const again = await finished(reader, 1905);
    server.clock.now -= hour;
    expect(again.status).toBe(200);
    expect(dataOf<ArticleReadingRecord>(again).finishedAt).toBe(first.finishedAt);
    expect(await finishedAmong(reader, [1901, 1905])).toEqual([1905]);
  });

  it.each([
    ["an unknown article", "999999"],
    ["an id past PostgreSQL's integers", "99999999999"],
    ["a word", "abc"],
    ["a negative id", "-1"],
  ])("%s answers 404 and records nothing", async (_, id) => {
    for (const path of [`/reading/articles/${id}/opened`, `/reading/articles/${id}/finished`]) {
      expect((await call("POST", path, reader)).status).toBe(404);
    }
  });

  it("anyone signed in may record opening a paid article; only a reader with a right may finish it", async () => {
    expect((await opened(free, paidArticle)).status).toBe(200);
    const refused = await finished(free, paidArticle);
    expect(refused.status).toBe(403);
    expect(await finishedAmong(free, [paidArticle])).toEqual([]);
    expect((await finished(digital, paidArticle)).status).toBe(200);
    expect(await finishedAmong(digital, [paidArticle])).toEqual([paidArticle]);
  });
});

describe("each reader reaches only their own history", () => {
  const alice = "awd|reading-alice";
  const bob = "awd|reading-bob";
  beforeAll(async () => {
    await opened(alice, 2301);
    await opened(alice, 2705);
    await finished(alice, 2305);
  });

  it("POST …/opened by another reader leaves the first reader's record as it was", async () => {
    const before = await summaryOf(alice);
    await opened(bob, 2301);
    expect(await summaryOf(alice)).toEqual(before);
  });

  it("POST …/finished by another reader does not finish it for the first", async () => {
    expect((await finished(bob, 2705)).status).toBe(200);
    expect(await finishedAmong(alice, [2705])).toEqual([]);
  });

  it("GET /reading/summary shows nothing of another reader", async () => {
    const summary = await summaryOf("awd|reading-nobody");
    expect(summary.week).toMatchObject({ opened: 0, finished: 0, articles: [] });
    expect(summary.daysRead).toEqual([]);
    expect(summary.series).toEqual([]);
    expect(summary.continueReading).toEqual([]);
  });

  it("GET /reading/finished answers only what this reader finished", async () => {
    expect(await finishedAmong(alice, [2305, 2705])).toEqual([2305]);
    expect(await finishedAmong(bob, [2305, 2705])).toEqual([2705]);
  });
});

describe("the summary", () => {
  const reader = "awd|reading-summary";
  beforeAll(async () => {
    const now = server.clock.now;
    server.clock.now = Date.parse("2026-11-20T03:00:00Z"); // last week's Friday
    await opened(reader, 2601);
    server.clock.now = now;
    await opened(reader, 2602);
    await finished(reader, 2605);
    server.clock.now = now + 60_000;
    await opened(reader, 2603);
    server.clock.now = now;
  });

  it("counts this week's reading on the Tokyo calendar", async () => {
    const summary = await summaryOf(reader);
    expect(summary.today).toBe("2026-11-25");
    expect(summary.week.start).toBe("2026-11-23");
    expect(summary.week).toMatchObject({ opened: 3, finished: 1 });
    expect(summary.week.articles.map((a) => a.id)).toEqual([2603, 2605, 2602]);
    expect(summary.week.articles[0]).toMatchObject({ seriesPath: "dora", finishedAt: null });
  });

  it("lists the days read, oldest first", async () => {
    expect((await summaryOf(reader)).daysRead).toEqual(["2026-11-20", "2026-11-25"]);
  });

  it("tells each series' progress out of its articles", async () => {
    expect((await summaryOf(reader)).series).toEqual([
      { seriesId: "Dora", seriesPath: "dora", seriesName: expect.any(String), finished: 1, total: 5 },
    ]);
  });

  it("puts opened-not-finished articles in 続きを読む, the last opened first", async () => {
    expect((await summaryOf(reader)).continueReading.map((a) => a.id)).toEqual([2603, 2602, 2601]);
  });
});

describe("limits", () => {
  it.each([
    ["more ids than allowed", Array.from({ length: readingLimits.finishedQueryMaxIds + 1 }, (_, i) => i + 1).join(",")],
    ["an id that is not a number", "12,abc"],
    ["an empty list", ""],
    ["an id past PostgreSQL's integers", "99999999999"],
  ])("GET /reading/finished refuses %s with 422", async (_, ids) => {
    expect((await call("GET", `/reading/finished?ids=${ids}`, free)).status).toBe(422);
  });

  it("GET /reading/finished answers the most ids allowed", async () => {
    const ids = Array.from({ length: readingLimits.finishedQueryMaxIds }, (_, i) => i + 1).join(",");
    expect((await call("GET", `/reading/finished?ids=${ids}`, free)).status).toBe(200);
  });

  it("a reader's recordings are limited per hour, with Retry-After", async () => {
    const reader = "awd|reading-burst";
    const [limit] = readingLimits.writesPerReader;
    const answers = [];
    for (let i = 0; i < limit.max + 5; i += 1) answers.push(await opened(reader, freeArticle));
    expect(statusCounts(answers)).toEqual({ 200: limit.max, 429: 5 });
    expect(answers.at(-1)?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await opened("awd|reading-other", freeArticle)).status).toBe(200);
  });
});

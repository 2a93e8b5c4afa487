import type { AfterPaint } from "@awd/core/contract/after-paint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corsMaxAgeSeconds } from "../app.ts";
import { startTestServer, type TestServer } from "../test-server.ts";

// docs/product/sign-in-and-accounts.md#after-the-page-is-painted: one request gives a signed-in page
// what three did (the right, the due count, the finished articles), each part as its own route gives it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const reader = "awd|demo-digital";
const headersOf = async (subject: string) => ({ authorization: `Bearer ${await server.accessToken(subject)}` });
const dataOf = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;

describe("GET /reader/after-paint", () => {
  it("gives the right, the due count and the finished articles exactly as their own routes do", async () => {
    const headers = await headersOf(reader);
    const { body } = await server.get("/articles?limit=30");
    const items = (body as { data: { items: { id: number; isFree: boolean }[] } }).data.items;
    const [first, second] = items.filter((a) => a.isFree);
    if (!first || !second) throw new Error("the sample edition has free articles");
    await server.post(`/reading/articles/${first.id}/finished`, {}, headers);
    await server.post(
      "/notebook/words",
      {
        word: "resilient",
        lemma: "resilient",
        sentence: "The town proved resilient.",
        translation: "町は強かった。",
        articleId: first.id,
      },
      headers,
    );
    const ids = items.map((a) => a.id).join(",");

    const answer = await server.get(`/reader/after-paint?ids=${ids}`, headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const afterPaint = dataOf<AfterPaint>(answer);
    expect(afterPaint).toEqual({
      right: dataOf(await server.get("/auth/right", headers)),
      dueCount: dataOf<{ dueCount: number }>(await server.get("/review/due-count", headers)).dueCount,
      finished: dataOf<{ finished: number[] }>(await server.get(`/reading/finished?ids=${ids}`, headers)).finished,
    });
    expect(afterPaint).toMatchObject({ right: { productContentId: "digital" }, dueCount: 1, finished: [first.id] });
    expect(dataOf<AfterPaint>(await server.get("/reader/after-paint", headers)).finished).toEqual([]);
  });

  it.runIf(process.env.AWD_TEST_DB !== "postgres")("costs one query once the reader's right is known", async () => {
    const headers = await headersOf(reader);
    await server.get("/auth/right", headers);
    const client = (server.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements++;
      return query.apply(client, args);
    };
    try {
      expect((await server.get("/reader/after-paint?ids=101,102,103", headers)).status).toBe(200);
    } finally {
      client.query = query;
    }
    expect(statements).toBe(1);
  });

  it("answers only the reader's own state", async () => {
    const other = dataOf<AfterPaint>(
      await server.get("/reader/after-paint?ids=101,102", await headersOf("awd|demo-free")),
    );
    expect(other).toMatchObject({ right: { productContentId: "none" }, dueCount: 0, finished: [] });
  });

  it("refuses a visitor who is not signed in with 401, and ids that are not article ids with 422", async () => {
    const anonymous = await server.get("/reader/after-paint?ids=101");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    expect((await server.get("/reader/after-paint?ids=101,abc", await headersOf(reader))).status).toBe(422);
    const tooMany = Array.from({ length: 101 }, (_, i) => 101 + i).join(",");
    expect((await server.get(`/reader/after-paint?ids=${tooMany}`, await headersOf(reader))).status).toBe(422);
  });
});

describe("preflights of the signed-in reads", () => {
  it.each(["/reader/after-paint?ids=101", "/auth/right", "/review/due-count", "/reading/finished?ids=101"])(
    "%s: the web origin's preflight may be kept 2 hours, the most Chromium keeps",
    async (path) => {
      const response = await fetch(`${server.url}${path}`, {
        method: "OPTIONS",
        headers: {
          origin: "http://localhost:3000",
          "access-control-request-method": "GET",
          "access-control-request-headers": "authorization",
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
      expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
      expect(response.headers.get("access-control-max-age")).toBe(String(corsMaxAgeSeconds));
      expect(corsMaxAgeSeconds).toBe(7200);
    },
  );
});

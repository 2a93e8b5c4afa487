import {
  articleKeysSchema,
  articlePageSchema,
  publicationMonthsSchema,
  seriesListSchema,
} from "@awd/core/contract/articles";
import { dataOf } from "@awd/core/contract/envelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const page = async (query: string) => {
  const { status, body } = await server.get(`/articles${query}`);
  // Parsed when read: a refused query has no page.
  return {
    status,
    get page() {
      return dataOf(body, articlePageSchema);
    },
  };
};

describe("GET /articles/keys", () => {
  it("names every article by its series path and id, in one answer", async () => {
    const { status, body } = await server.get("/articles/keys");
    expect(status).toBe(200);
    const keys = dataOf(body, articleKeysSchema);
    const all = dataOf((await server.get("/articles?limit=50")).body, articlePageSchema);
    expect(keys).toHaveLength(all.total);
    expect(keys).toEqual(expect.arrayContaining(all.items.map((a) => ({ seriesPath: a.seriesPath, id: a.id }))));
  });
});

describe("GET /articles/months", () => {
  it("names every month that has articles, newest first, with its count and newest publication", async () => {
    const { status, body } = await server.get("/articles/months");
    expect(status).toBe(200);
    const months = dataOf(body, publicationMonthsSchema);
    const newest = dataOf((await server.get("/articles?limit=1")).body, articlePageSchema);
    expect(months.map((m) => m.month)).toEqual(["2026-11", "2026-10"]);
    expect(months.reduce((n, m) => n + m.articles, 0)).toBe(newest.total);
    expect(months[0]?.lastModified).toBe(newest.items[0]?.publishedAt);
  });
});

describe("GET /articles", () => {
  it.each([
    ["?limit=abc", 12, 0],
    ["?limit=0", 12, 0],
    ["?limit=51", 12, 0],
    ["?limit=50", 50, 0],
    ["?limit=1&offset=-1", 1, 0],
    ["?limit=3&offset=x", 3, 0],
    ["?limit=3&offset=2", 3, 2],
  ])("normalises %s to limit %i, offset %i", async (query, limit, offset) => {
    const { status, page: p } = await page(query);
    expect(status).toBe(200);
    expect(p.limit).toBe(limit);
    expect(p.offset).toBe(offset);
    expect(p.items).toHaveLength(Math.min(limit, p.total - offset));
  });

  it("lists newest first by default and oldest first with sort=Asc", async () => {
    const desc = (await page("?limit=50")).page.items.map((a) => a.publishedAt);
    const asc = (await page("?limit=50&sort=Asc")).page.items.map((a) => a.publishedAt);
    expect(desc).toEqual([...desc].sort().reverse());
    expect(asc).toEqual([...asc].sort());
  });

  it("filters by category and by series path", async () => {
    const quiz = (await page("?category=Quiz&limit=50")).page;
    expect(quiz.total).toBeGreaterThan(0);
    expect(quiz.items.every((a) => a.category === "Quiz")).toBe(true);
    const novel = (await page("?series=novel&limit=50")).page;
    expect(novel.total).toBeGreaterThan(0);
    expect(novel.items.every((a) => a.seriesPath === "novel")).toBe(true);
  });

  it("lists one weekly issue's articles with issue=, and refuses a date that is not one", async () => {
    const newest = (await page("?issue=2026-11-21&limit=50")).page;
    expect(newest.total).toBe(27);
    // The newest issue holds the fifth article of each series (content/FORMAT.md).
    expect(newest.items.every((a) => a.id % 100 === 5)).toBe(true);
    expect((await page("?issue=2026-11-20")).page.total).toBe(0);
    expect((await page("?issue=yesterday")).status).toBe(422);
  });

  it("lists one month's articles (in Tokyo) with month=, and refuses a text that is not one", async () => {
    // The sample edition's issues: 2026-10-03 to 2026-10-31, then 2026-11-07 to 2026-11-21 (content/FORMAT.md).
    const november = (await page("?month=2026-11&sort=Asc&limit=50")).page;
    const october = (await page("?month=2026-10&sort=Asc&limit=50")).page;
    const all = (await page("?limit=1")).page;
    expect(november.total + october.total).toBe(all.total);
    expect(november.total).toBe(13 + 27 + 27);
    expect(november.items.every((a) => a.publishedAt >= "2026-10-31T15:00:00.000Z")).toBe(true);
    expect(october.items.every((a) => a.publishedAt < "2026-10-31T15:00:00.000Z")).toBe(true);
    expect((await page("?month=2026-12")).page.total).toBe(0);
    expect((await page("?month=2026-13")).status).toBe(422);
    expect((await page("?month=november")).status).toBe(422);
  });

  it("returns exactly the requested contentIds", async () => {
    const ids = (await page("?limit=3")).page.items.map((a) => a.id);
    const picked = (await page(`?contentIds=${ids.join(",")}&limit=12`)).page;
    expect(picked.items.map((a) => a.id).sort()).toEqual([...ids].sort());
  });

  it.each([
    ["?category=Sports"],
    ["?series=no-such-series"],
    ["?contentIds=1,x"],
    ["?contentIds=2147483648"],
    ["?contentIds=99999999999999999999999"],
    ["?contentIds=-1"],
    ["?contentIds=1,,2"],
    ["?contentIds="],
    [`?contentIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`],
    ["?contentIds=1&contentIds=2"],
    ["?sort=Sideways"],
  ])("refuses %s with 422 and the contract's error body", async (query) => {
    const { status, body } = await server.get(`/articles${query}`);
    expect(status).toBe(422);
    expect(body).toMatchObject({ status_code: 422, message: expect.any(String), request_id: expect.any(String) });
  });
  it("accepts the largest id the database holds, and a hundred ids", async () => {
    const ids = Array.from({ length: 99 }, (_, i) => i + 1).join(",");
    const { status, page: p } = await page(`?contentIds=${ids},2147483647`);
    expect(status).toBe(200);
    expect(p.items.every((a) => a.id <= 99)).toBe(true);
  });
});

describe("article ids in paths", () => {
  it.each(["/news-topics/2147483648", "/news-topics/-1", "/article/2147483648/relations", "/article/1e3/relations"])(
    "%s is not found (404), never a database error",
    async (path) => {
      const { status, body } = await server.get(path);
      expect(status).toBe(404);
      expect(body).toEqual({ message: expect.any(String), status_code: 404, request_id: expect.any(String) });
    },
  );
});

describe("GET /series", () => {
  it("lists the 27 series of the catalogue in its order", async () => {
    const { status, body } = await server.get("/series");
    expect(status).toBe(200);
    const series = dataOf(body, seriesListSchema);
    expect(series).toHaveLength(27);
    expect(series[0]).toMatchObject({ id: "NewsForBeginner", path: "news-topics" });
  });
});

describe("unknown paths", () => {
  it("answer 404 with the contract's error body", async () => {
    const { status, body } = await server.get("/no/such/thing");
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.any(String), status_code: 404, request_id: expect.any(String) });
  });
});

describe("GET /openapi.json", () => {
  it("describes the routes from the same schemas that validate", async () => {
    const { status, body } = await server.get("/openapi.json");
    expect(status).toBe(200);
    expect(Object.keys((body as { paths: object }).paths)).toEqual(expect.arrayContaining(["/series", "/articles"]));
  });
});

import { articlePageSchema, articleSchema } from "@awd/core/contract/articles";
import { dataOf } from "@awd/core/contract/envelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const asReader = async () => ({ authorization: `Bearer ${await server.accessToken("awd|demo-digital")}` });

const firstPaidArticlePath = async () => {
  const { body } = await server.get("/articles?limit=50");
  const paid = dataOf(body, articlePageSchema).items.find((a) => !a.isFree);
  if (!paid) throw new Error("the sample edition has no paid article in its newest 50");
  return `/${paid.seriesPath}/${paid.id}`;
};

describe("headers of personal answers", () => {
  it.each([
    ["the reader's right", async () => "/auth/right"],
    ["a paid article with its body", firstPaidArticlePath],
    ["a search by a reader with a right", async () => "/search?q=weather"],
  ])("%s: nosniff and never kept by a cache", async (_, path) => {
    const response = await server.get(await path(), await asReader());
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a paid article's answer to a subscriber does carry the body the header protects", async () => {
    const { body } = await server.get(await firstPaidArticlePath(), await asReader());
    expect(dataOf(body, articleSchema)).toMatchObject({ access: true, body: {} });
  });

  it.each([
    ["an article list", async () => "/articles?limit=3"],
    ["a paid article without its body", firstPaidArticlePath],
    ["a search", async () => "/search?q=weather"],
  ])("anonymous %s: nosniff, and the route's own caching is left alone", async (_, path) => {
    const response = await server.get(await path());
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/private|no-store/);
  });
});

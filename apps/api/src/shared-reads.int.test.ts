import { idTokenHeader } from "@awd/core/auth-header";
import { articlePageSchema, articleSchema } from "@awd/core/contract/articles";
import { dataOf } from "@awd/core/contract/envelope";
import { importEdition } from "@awd/db/content/import-edition";
import { readEdition } from "@awd/db/content/read-edition";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiConfigFromEnv } from "./config.ts";
import { sharedReadLifetime } from "./shared-read-cache.ts";
import { sharedReadCacheControl } from "./shared-reads.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

let server: TestServer;
let paidArticle: string;
let relations: string;
beforeAll(async () => {
  server = await startTestServer();
  const { body } = await server.get("/articles?limit=50");
  const items = dataOf(body, articlePageSchema).items;
  const paid = items.find((a) => !a.isFree);
  if (!paid) throw new Error("the sample edition has no paid article in its newest 50");
  paidArticle = `/${paid.seriesPath}/${paid.id}`;
  relations = `/article/${paid.id}/relations`;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const asReader = async () => ({ authorization: `Bearer ${await server.accessToken("awd|demo-digital")}` });

const sharedReads: [string, () => string][] = [
  ["an article list", () => "/articles?limit=3"],
  ["the audio list", () => "/audios?limit=3"],
  ["the series", () => "/series"],
  ["a paid article as an anonymous visitor sees it", () => paidArticle],
  ["an article's relations", () => relations],
  ["the notices", () => "/noticeInformation"],
];

describe.each(sharedReads)("%s", (_, path) => {
  it("anonymous: public for a few seconds, a strong ETag, varying on the credential headers", async () => {
    const response = await get(path());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(sharedReadCacheControl);
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    const vary = (response.headers.get("vary") ?? "").toLowerCase();
    expect(vary).toContain("authorization");
    expect(vary).toContain(idTokenHeader.toLowerCase());
  });

  it.each([
    ["the same", (etag: string) => etag],
    ["the weak form of the same", (etag: string) => `W/${etag}, "other"`],
  ])("anonymous with %s ETag in If-None-Match: 304 without a body", async (_, ifNoneMatch) => {
    const etag = (await get(path())).headers.get("etag") ?? "";
    const response = await get(path(), { "if-none-match": ifNoneMatch(etag) });
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
    expect(await response.text()).toBe("");
  });

  it("with a token: private, no-store, no ETag, never the anonymous answer it follows", async () => {
    const anonymous = await get(path());
    const etag = anonymous.headers.get("etag") ?? "";
    const response = await get(path(), { ...(await asReader()), "if-none-match": etag });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("vary")?.toLowerCase()).toContain("authorization");
  });
});

describe("a paid article after its anonymous answer was cached", () => {
  it("a subscriber gets the body, and an anonymous visitor still does not", async () => {
    await get(paidArticle);
    const paid = dataOf(await (await get(paidArticle, await asReader())).json(), articleSchema);
    expect(paid).toMatchObject({ access: true, body: { paragraphs: expect.any(Array) } });
    const anonymous = dataOf(await (await get(paidArticle)).json(), articleSchema);
    expect(anonymous).toMatchObject({ access: false, body: null });
  });
});

describe("an import while answers are cached", () => {
  it("is served at the next read, with a new ETag: the import announces its change", async () => {
    const title = async (response: Response) => dataOf(await response.json(), articlePageSchema).items[0]?.titleEn;
    const before = await get("/articles?limit=1");
    const etag = before.headers.get("etag") ?? "";
    const original = await title(before);
    expect((await get("/articles?limit=1", { "if-none-match": etag })).status).toBe(304);

    const newest = readEdition(apiConfigFromEnv({}).contentDir).articles.find((a) => a.file.titleEn === original);
    if (!newest) throw new Error("the newest article is not in the content folder");
    await importEdition(server.database.db, [
      { ...newest, file: { ...newest.file, titleEn: "Changed by the desk" }, hash: "changed" },
    ]);

    // PostgreSQL delivers the announcement a moment after the import's commit; no clock moves here.
    await expect.poll(async () => title(await get("/articles?limit=1")), { timeout: 1000 }).toBe("Changed by the desk");
    const after = await get("/articles?limit=1", { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("a change nobody announced is served once the answer's few seconds are over", async () => {
    const first = await get("/series");
    await server.database.db.execute(sql`UPDATE series SET name_ja = name_ja || '（改）'`);
    expect(await (await get("/series")).text()).toBe(await first.text());
    server.clock.now += sharedReadLifetime.freshSeconds * 1000;
    expect(await (await get("/series")).text()).toContain("（改）");
  });
});

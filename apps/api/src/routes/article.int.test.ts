import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { articlePageSchema, articleSchema, relatedArticlesSchema } from "@awd/core/contract/articles";
import { dataOf } from "@awd/core/contract/envelope";
import { seriesById } from "@awd/core/series";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiConfigFromEnv } from "../config.ts";
import { startTestServer, type TestServer } from "../test-server.ts";

interface SourceArticle {
  id: number;
  seriesId: string;
  isFree: boolean;
  titleEn: string;
  paragraphs: { en: string; ja: string }[];
  glossary: { meaning: string }[];
}

const contentDir = apiConfigFromEnv({}).contentDir;
const sourceArticles: SourceArticle[] = readdirSync(join(contentDir, "articles"), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(join(contentDir, "articles", f), "utf8")));
const pathOf = (a: SourceArticle) => `/${seriesById(a.seriesId)?.path}/${a.id}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the paywall", () => {
  it("never sends a paid article's body, translation or audio to an anonymous visitor", async () => {
    const paid = sourceArticles.filter((a) => !a.isFree);
    expect(paid.length).toBeGreaterThan(100);
    for (const article of paid) {
      const response = await fetch(`${server.url}${pathOf(article)}`);
      const text = await response.text();
      expect(response.status).toBe(200);
      for (const paragraph of article.paragraphs) {
        expect(text).not.toContain(paragraph.en.slice(0, 60));
        expect(text).not.toContain(paragraph.ja.slice(0, 30));
      }
      expect(text).not.toContain("media/audio/");
      expect(JSON.parse(text).data).toMatchObject({ access: false, reason: "login", body: null });
    }
  });

  it("sends a free article whole, with its audio, to everyone", async () => {
    const free = sourceArticles.find((a) => a.isFree && a.seriesId === "NewsForBeginner");
    if (!free) throw new Error("the sample edition has a free NewsForBeginner article");
    const { status, body } = await server.get(pathOf(free));
    expect(status).toBe(200);
    const data = dataOf(body, articleSchema);
    expect(data.access).toBe(true);
    expect(data.reason).toBeNull();
    expect(data.body).toMatchObject({
      paragraphs: free.paragraphs,
      audio: { url: `media/audio/${free.id}.opus`, sentences: expect.any(Array) },
    });
  });

  it("keeps the public part for everyone: titles, lead, credits, images", async () => {
    const paid = sourceArticles.find((a) => !a.isFree);
    if (!paid) throw new Error("the sample edition has paid articles");
    const { body } = await server.get(pathOf(paid));
    expect(dataOf(body, articleSchema)).toMatchObject({
      id: paid.id,
      titleEn: paid.titleEn,
      lead: { en: expect.any(String), ja: expect.any(String) },
      credits: { author: expect.any(String), illustrator: expect.any(String) },
      images: { main: { width: 720, height: 492 }, thumbnail: { width: 120, height: 68 } },
    });
  });
});

describe("a signed-in reader's paid article", () => {
  /** Counts the statements the API sends to the embedded database while `run` runs. */
  async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
    const client = (server.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements++;
      return query.apply(client, args);
    };
    try {
      await run();
    } finally {
      client.query = query;
    }
    return statements;
  }

  it.runIf(process.env.AWD_TEST_DB !== "postgres")(
    "costs one query once the reader's token and right are known",
    async () => {
      const paid = sourceArticles.find((a) => !a.isFree && a.id !== sourceArticles[0]?.id);
      if (!paid) throw new Error("the sample edition has paid articles");
      const auth = { authorization: `Bearer ${await server.accessToken("awd|demo-digital")}` };
      await server.get("/auth/right", auth);
      // Past the few seconds an article's content is kept: this request reads it.
      server.clock.now += 6000;
      let answer: Awaited<ReturnType<TestServer["get"]>> | undefined;
      expect(await statementsDuring(async () => (answer = await server.get(pathOf(paid), auth)))).toBe(1);
      expect(dataOf(answer?.body, articleSchema)).toMatchObject({
        access: true,
        body: { paragraphs: expect.any(Array) },
      });
    },
  );

  it("gives the body only to the request whose right grants it, though the content is kept for all", async () => {
    const paid = sourceArticles.find((a) => !a.isFree);
    if (!paid) throw new Error("the sample edition has paid articles");
    const as = async (subject: string) =>
      dataOf(
        (await server.get(pathOf(paid), { authorization: `Bearer ${await server.accessToken(subject)}` })).body,
        articleSchema,
      );
    expect(await as("awd|demo-digital")).toMatchObject({ access: true, body: { paragraphs: expect.any(Array) } });
    const free = await as("awd|demo-free");
    expect(free).toMatchObject({ access: false, reason: "subscribe", body: null });
    expect(JSON.stringify(free)).not.toContain(paid.paragraphs[0]?.en ?? "?");
    expect(await as("awd|demo-expired")).toMatchObject({ access: false, reason: "expired", body: null });
  });
});

describe("GET /{seriesPath}/{id}", () => {
  it.each([["/news-topics/999999"], ["/no-such-series/101"], ["/news-topics/abc"], ["/advanced-news/101"]])(
    "answers %s with 404 and the contract's error body",
    async (path) => {
      const { status, body } = await server.get(path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status_code: 404, request_id: expect.any(String) });
    },
  );
});

describe("GET /article/{id}/relations", () => {
  it("gives at most 6 related articles, same series first, never the article itself", async () => {
    const article = sourceArticles.find((a) => a.seriesId === "Dora");
    if (!article) throw new Error("Dora has articles");
    const { status, body } = await server.get(`/article/${article.id}/relations`);
    const related = dataOf(body, relatedArticlesSchema);
    expect(status).toBe(200);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    expect(related.map((r) => r.id)).not.toContain(article.id);
    expect(related.slice(0, 4).every((r) => r.seriesId === "Dora")).toBe(true);
  });

  it("answers 404 for an unknown article", async () => {
    expect((await server.get("/article/999999/relations")).status).toBe(404);
  });
});

describe("GET /audios", () => {
  it("lists only articles with audio, paged", async () => {
    const { body } = await server.get("/audios?limit=50");
    const page = dataOf(body, articlePageSchema);
    expect(page.total).toBe(60);
    expect(page.items.every((a) => a.hasAudio)).toBe(true);
  });
});

describe("GET /noticeInformation", () => {
  it("answers the notifications list", async () => {
    const { status, body } = await server.get("/noticeInformation");
    expect(status).toBe(200);
    expect(body).toEqual({ data: { notifications: expect.any(Array) } });
  });
});

describe("GET /static/{path}", () => {
  it("serves an image with no-store when no max-age is configured", async () => {
    const response = await fetch(`${server.url}/static/media/images/101-main.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("serves a byte range of free audio, as seeking asks", async () => {
    const free = sourceArticles.find((a) => a.isFree && a.seriesId === "Dora");
    const response = await fetch(`${server.url}/static/media/audio/${free?.id}.opus`, {
      headers: { range: "bytes=0-99" },
    });
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
    expect(response.headers.get("content-range")).toMatch(/^bytes 0-99\/\d+$/);
  });

  it("refuses paid audio without a signed URL", async () => {
    const paid = sourceArticles.find((a) => !a.isFree && a.seriesId === "Dora");
    expect((await fetch(`${server.url}/static/media/audio/${paid?.id}.opus`)).status).toBe(403);
  });

  it.each([
    ["/static/../package.json"],
    ["/static/media/../../package.json"],
    ["/static/media/images/%2e%2e/%2e%2e/%2e%2e/package.json"],
    ["/static/media%2F..%2F..%2Fpackage.json"],
    ["/static/media/images/..%5c..%5cpackage.json"],
    ["/static/articles/news-topics/101.json"],
    ["/static/media/images/nothing.webp"],
  ])("answers %s with 404", async (path) => {
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
  });
});

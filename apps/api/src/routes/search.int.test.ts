import { type ArticleSummary, articlePageSchema } from "@awd/core/contract/articles";
import { dataOf } from "@awd/core/contract/envelope";
import { type SearchHit, searchPageSchema } from "@awd/core/contract/search";
import { searchWordProblemDescriptions } from "@awd/core/search-word-schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const search = async (q: string, p?: string) => {
  const query = new URLSearchParams({ q, ...(p === undefined ? {} : { p }) });
  const { status, body } = await server.get(`/search?${query}`);
  // Parsed when read: a refused search has no page.
  return {
    status,
    body,
    get page() {
      return dataOf(body, searchPageSchema);
    },
  };
};

describe("GET /search: the search word", () => {
  it.each([
    // In English for whoever calls the API; the web tells a reader in Japanese (messages/search-word.ts).
    ["missing", "/search", "q: "],
    ["empty", "/search?q=", searchWordProblemDescriptions.empty],
    ["a space", "/search?q=%20", searchWordProblemDescriptions.blank],
    ["ideographic spaces and a tab", "/search?q=%E3%80%80%E3%80%80%09", searchWordProblemDescriptions.blank],
    ["513 characters", `/search?q=${"a".repeat(513)}`, searchWordProblemDescriptions["too-long"]],
    [
      "513 characters outside the BMP",
      `/search?q=${encodeURIComponent("𠮷".repeat(513))}`,
      searchWordProblemDescriptions["too-long"],
    ],
    ["repeated", "/search?q=a&q=b", "q: "],
  ])("refuses %s with 422 and the reason", async (_, path, reason) => {
    const { status, body } = await server.get(path);
    expect(status).toBe(422);
    expect(body).toMatchObject({ status_code: 422, request_id: expect.any(String) });
    expect((body as { message: string }).message).toContain(reason);
  });

  it.each([
    ["512 characters", "a".repeat(512)],
    ["512 characters outside the BMP", "𠮷".repeat(512)],
    [
      "512 different words",
      Array.from({ length: 128 }, (_, i) => `w${i}`)
        .join(" ")
        .slice(0, 512),
    ],
  ])("accepts %s", async (_, q) => {
    const { status, page } = await search(q);
    expect(status).toBe(200);
    expect(page.items).toEqual([]);
  });
});

describe("GET /search: any text is searched as text", () => {
  it.each([
    ["SQL", "'; DROP TABLE search_index; --"],
    ["SQL with a match", "kotatsu' OR '1'='1"],
    ["tsquery operators", "kotatsu & !table | (heater <-> low):*"],
    ["LIKE wildcards", "%_\\"],
    ["LIKE wildcards in Japanese", "こた%つ_"],
    ["regex metacharacters", "(a|b)*.+?[^]$\\1{2,}"],
    ["emoji", "🍣👍🏽🇯🇵"],
    ["emoji next to a word", "こたつ🍊"],
    ["full-width letters", "ＫＯＴＡＴＳＵ"],
    ["mixed scripts", "AI通訳 doctors 医師"],
    ["Hangul and Cyrillic", "한국어 русский"],
    ["control characters", "kotatsu\u0000\u0001\u200b"],
    ["quotes and backslashes", `"kotatsu" 'table' \\"`],
    ["a lone surrogate", "\uD800kotatsu"],
  ])("%s answers 200", async (_, q) => {
    const { status, page } = await search(q);
    expect(status).toBe(200);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
  });

  it("still finds the words between metacharacters", async () => {
    // Read as the words kotatsu and 1: never more than kotatsu alone, as an injected OR would be.
    const kotatsu = (await search("kotatsu")).page.total;
    expect((await search("kotatsu' OR '1'='1")).page.total).toBeLessThanOrEqual(kotatsu);
    expect((await search("(kotatsu)")).page.items[0]?.titleEn).toMatch(/Kotatsu/);
    expect((await search("こたつ🍊")).page.items[0]?.titleJa).toMatch(/こたつ/);
  });

  it("finds nothing for text without words, without error: one empty page, as every list has", async () => {
    for (const q of ["🍣", "!!!", "the"])
      expect((await search(q)).page).toMatchObject({ total: 0, pageCount: 1, items: [] });
  });
});

describe("GET /search: pages of 12", () => {
  it("pages through every match exactly once, with the total and the page count", async () => {
    const first = (await search("japan")).page;
    expect(first.total).toBeGreaterThan(24);
    expect(first).toMatchObject({ page: 1, pageSize: 12, pageCount: Math.ceil(first.total / 12) });
    expect(first.items).toHaveLength(12);
    const seen: string[] = [];
    for (let p = 1; p <= first.pageCount; p++) {
      const page = (await search("japan", String(p))).page;
      expect(page).toMatchObject({ page: p, total: first.total, pageCount: first.pageCount });
      expect(page.items).toHaveLength(Math.min(12, first.total - (p - 1) * 12));
      seen.push(...page.items.map((i) => i.objectID));
    }
    expect(new Set(seen).size).toBe(first.total);
  });

  it.each([
    ["past the last page", "999", 999],
    ["far past the last page", "123456789", 123456789],
    ["whose offset is past PostgreSQL's integers", "178956971", 178956971],
    ["at the largest safe integer", "9007199254740991", 9007199254740991],
  ])("answers an empty page %s, not an error", async (_, p, number) => {
    const { status, page } = await search("kotatsu", p);
    expect(status).toBe(200);
    expect(page).toMatchObject({ page: number, items: [], pageCount: 1 });
    expect(page.total).toBeGreaterThan(0);
  });

  it.each([["0"], ["-1"], ["abc"], ["1.5"], [""]])("reads p=%s as the first page", async (p) => {
    const { status, page } = await search("kotatsu", p);
    expect(status).toBe(200);
    expect(page.page).toBe(1);
    expect(page.items.length).toBeGreaterThan(0);
  });
});

describe("GET /search: results", () => {
  it("carries the record's fields, a link to the article and a plain-text snippet", async () => {
    const { page } = await search("kotatsu");
    const hit = page.items[0];
    expect(hit).toMatchObject({
      objectID: expect.stringMatching(/^article-\d+$/),
      articleId: expect.any(Number),
      contentId: String(hit?.articleId),
      content: expect.any(String),
      magazineName: expect.any(String),
      level: expect.stringMatching(/^(beginner|intermediate|advanced)$/),
      titleEn: expect.any(String),
      titleJa: expect.any(String),
      thumbnail: expect.any(String),
      snippetLanguage: "en",
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(hit?.snippet.some((s) => s.match && /kotatsu/i.test(s.text))).toBe(true);
    const article = await server.get(`/${hit?.content}/${hit?.contentId}`);
    expect(article.status).toBe(200);
  });

  it("marks Japanese matches in the Japanese text for a Japanese query", async () => {
    const hit = (await search("こたつ")).page.items[0];
    expect(hit?.snippetLanguage).toBe("ja");
    expect(hit?.snippet.filter((s) => s.match).map((s) => s.text)).toContain("こたつ");
  });

  it("ranks title matches above text matches", async () => {
    const items = (await search("kotatsu")).page.items;
    const inTitle = items.map((i) => /kotatsu/i.test(i.titleEn));
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
  });

  it("ranks newer above older among equal matches", async () => {
    const items = (await search("lighthouse")).page.items.filter((i) => /Lighthouse/.test(i.titleEn));
    expect(items.length).toBe(5);
    const dates = items.map((i) => i.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("ranks the exact phrase above the same words apart, even when those are newer", async () => {
    const ids = (await search("late this year")).page.items.map((i) => i.articleId);
    // 101 "Autumn Leaves May Come Late This Year" (Oct 3) vs 303 "…Running Late Again This Year" (Oct 31)
    expect(ids.indexOf(101)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(101)).toBeLessThan(ids.indexOf(303));
  });

  it("matches English inflections through the stem", async () => {
    const ran = (await search("running")).page.items.map((i) => i.articleId);
    const run = (await search("runs")).page.items.map((i) => i.articleId);
    expect(ran).toEqual(run);
  });
});

describe("GET /search keeps the paywall", () => {
  const leadsAndFree = async () => {
    const { body } = await server.get("/articles?limit=50");
    const all: ArticleSummary[] = [];
    const total = dataOf(body, articlePageSchema).total;
    for (let offset = 0; offset < total; offset += 50) {
      const page = await server.get(`/articles?limit=50&offset=${offset}`);
      all.push(...dataOf(page.body, articlePageSchema).items);
    }
    return new Map(all.map((a) => [a.id, a]));
  };
  const snippetText = (hit: SearchHit) =>
    hit.snippet
      .map((s) => s.text)
      .join("")
      .replace(/…/g, "")
      .trim();

  it("shows an anonymous visitor a paid article's snippet from its lead only; a subscriber from its text", async () => {
    const articles = await leadsAndFree();
    const paidHits = async (headers: Record<string, string>) => {
      const { body } = await server.get(`/search?q=weather`, headers);
      return dataOf(body, searchPageSchema).items.filter((hit) => !articles.get(hit.articleId)?.isFree);
    };
    const anonymous = await paidHits({});
    expect(anonymous.length).toBeGreaterThan(0);
    for (const hit of anonymous) expect(articles.get(hit.articleId)?.leadEn).toContain(snippetText(hit));
    const subscriber = await paidHits({ authorization: `Bearer ${await server.accessToken("awd|demo-digital")}` });
    expect(subscriber.some((hit) => !articles.get(hit.articleId)?.leadEn.includes(snippetText(hit)))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// What the pages ask the API (lib/content.ts, lib/search-engine-files.ts), as the API sees it: the
// URLs are the keys of the API's shared reads and of every cache in front of it, so the same read
// must always be the same URL, its query's keys in the same order.

const api = "http://api.test";
const emptyPage = (url: URL) => ({
  items: [],
  total: 0,
  limit: Number(url.searchParams.get("limit") ?? 20),
  offset: Number(url.searchParams.get("offset") ?? 0),
});

/** The data a read of each path gets: enough for the contract's schema, nothing in it. */
const dataOf = (url: URL): unknown => {
  if (url.pathname === "/articles" || url.pathname === "/audios") return emptyPage(url);
  if (url.pathname === "/noticeInformation") return { notifications: [] };
  if (url.pathname === "/search") return { items: [], total: 0, page: 1, pageSize: 10, pageCount: 0 };
  if (url.pathname === "/series") return [{ ...seriesOne }];
  return [];
};

const seriesOne = {
  id: "s1",
  name: "News Topics",
  nameJa: "ニューストピックス",
  path: "news-topics",
  category: "News",
  level: "beginner",
  hasAudio: true,
  isFinished: false,
  description: "",
};

let asked: string[] = [];

beforeAll(() => {
  process.env.READ_API_URL = api;
  process.env.POPULAR_CONTENT_IDS = "2502,2503";
  vi.stubGlobal("fetch", async (input: string) => {
    const url = new URL(input);
    asked.push(`${url.pathname}${url.search}`);
    if (/^\/[^/]+\/\d+$/.test(url.pathname) && !url.pathname.startsWith("/article/"))
      return Response.json({ message: "No article", status_code: 404 }, { status: 404 });
    return Response.json({ data: dataOf(url) });
  });
});
afterAll(() => vi.unstubAllGlobals());

// env.ts reads READ_API_URL when first imported.
const content = () => import("./content");
const feeds = () => import("./search-engine-files");
const routes = () => import("@/api/articles.generated");

describe("what the pages read", () => {
  it.each<[string, () => Promise<unknown>, string[]]>([
    ["the series", async () => (await content()).listSeries(), ["/series"]],
    [
      "the home list",
      async () => (await content()).latestArticles("Home", 2),
      ["/articles?sort=Desc&limit=12&offset=12"],
    ],
    [
      "a category's list at a level",
      async () => (await content()).latestArticles("News", 1, "beginner"),
      ["/articles?sort=Desc&category=News&level=beginner&limit=12&offset=0"],
    ],
    [
      "a series' list",
      async () => (await content()).seriesArticles("news-topics", 3),
      ["/articles?series=news-topics&sort=Desc&limit=12&offset=24"],
    ],
    [
      "the popular contents",
      async () => (await content()).popularArticles(),
      ["/articles?contentIds=2502,2503&sort=Desc&limit=12&offset=0"],
    ],
    ["an article's summary", async () => (await content()).articleById(2502), ["/articles?contentIds=2502&limit=1"]],
    ["an article", async () => (await content()).readArticle("news-topics", "2502"), ["/news-topics/2502"]],
    ["its related articles", async () => (await content()).relatedArticles(2502), ["/article/2502/relations"]],
    ["the audio list", async () => (await content()).audioArticles(2), ["/audios?limit=12&offset=12"]],
    [
      "the free samples",
      async () => (await content()).freeSampleArticles(3),
      ["/articles?sort=Desc&limit=50&offset=0"],
    ],
    [
      "the articles prerendered",
      async () => (await content()).prerenderedArticles((await routes()).articlesListRoute),
      ["/articles?sort=Desc&limit=50&offset=0"],
    ],
    [
      "the audio pages prerendered",
      async () => (await content()).prerenderedArticles((await routes()).audiosListRoute),
      ["/audios?limit=50&offset=0"],
    ],
    ["the months", async () => (await content()).publicationMonthList(), ["/articles/months"]],
    [
      "a month's articles",
      async () => (await content()).monthArticles("2026-11"),
      ["/articles?month=2026-11&sort=Asc&limit=50&offset=0"],
    ],
    [
      "the newest articles",
      async () => (await content()).articlesSince(new Date("2026-11-01")),
      ["/articles?sort=Desc&limit=50&offset=0"],
    ],
    ["the article keys", async () => (await content()).articleKeys(), ["/articles/keys"]],
    ["the notices", async () => (await content()).notices(), ["/noticeInformation"]],
    ["the latest feed", async () => (await feeds()).latestFeed(), ["/articles?sort=Desc&limit=30&offset=0"]],
    [
      "a category's feed",
      async () => (await feeds()).categoryFeed("News"),
      ["/articles?sort=Desc&limit=30&offset=0&category=News"],
    ],
    [
      "a series' feed",
      async () => (await feeds()).seriesFeed({ path: "news-topics", name: "News Topics", nameJa: "ニュース" } as never),
      ["/articles?sort=Desc&limit=30&offset=0&series=news-topics"],
    ],
  ])("%s", async (_, read, expected) => {
    asked = [];
    await read();
    expect(asked).toEqual(expected);
  });

  it.each([
    ["harbour", 2, "/search?q=harbour&p=2"],
    ["a&b c/é", 1, "/search?q=a%26b%20c%2F%C3%A9&p=1"],
  ])("a search for %j, page %i: %s", async (word, page, expected) => {
    asked = [];
    const answer = await (await content()).searchArticles(word, page);
    expect(answer.status).toBe("ready");
    expect(asked).toEqual([expected]);
  });

  it("the front's refresh: every list's length and the articles an import changed", async () => {
    asked = [];
    const { refreshEdition } = await content();
    await refreshEdition([2502, 2503]);
    expect(asked).toContain("/articles?sort=Desc&limit=1&offset=0");
    expect(asked).toContain("/articles?sort=Desc&category=News&level=beginner&limit=1&offset=0");
    expect(asked).toContain("/articles?series=news-topics&limit=1&offset=0");
    expect(asked).toContain("/audios?limit=1&offset=0");
    expect(asked.at(-1)).toBe("/articles?contentIds=2502,2503&limit=50&offset=0");
  });
});

import { describe, expect, it } from "vitest";
import { type ArticleKey, knownArticles } from "./known-articles";

const sample: ArticleKey[] = [
  { seriesPath: "news-topics", id: 105 },
  { seriesPath: "editorial", id: 205 },
];

/** A list read from a fake API whose articles and availability the test changes, on a fake clock. */
function setUp(articles: ArticleKey[] = sample) {
  const api = { articles, down: false, reads: 0 };
  const clock = { ms: 0, changedAt: 0 };
  const known = knownArticles({
    changedAt: () => clock.changedAt,
    load: async () => {
      api.reads += 1;
      if (api.down) throw new Error("the API is down");
      return api.articles;
    },
    now: () => clock.ms,
    maxAgeMs: 600_000,
    refreshAfterMissMs: 30_000,
  });
  return { api, clock, known };
}

describe("knownArticles", () => {
  it.each([
    ["news-topics", 105, true],
    ["editorial", 205, true],
    ["editorial", 105, false],
    ["no-such-series", 105, false],
    ["news-topics", 999_999, false],
  ])("%s/%i exists: %s", async (series, id, expected) => {
    expect(await setUp().known.article(series, id)).toBe(expected);
  });

  it.each([
    [205, true],
    [206, false],
  ])("id %i exists in some series: %s", async (id, expected) => {
    expect(await setUp().known.id(id)).toBe(expected);
  });

  it.each([
    [1, 12, true],
    [1, 1, true],
    [2, 1, true],
    [3, 1, false],
    [2, 12, false],
  ])("page %i of a list of %i per page may hold articles of the edition of two: %s", async (page, size, expected) => {
    expect(await setUp().known.listPage(page, size)).toBe(expected);
  });

  it("lets page 1 of an empty edition be rendered", async () => {
    expect(await setUp([]).known.listPage(1, 12)).toBe(true);
  });

  it("answers a flood of made-up ids with one reading of the list", async () => {
    const { api, clock, known } = setUp();
    for (let id = 1; id <= 1000; id += 1) {
      clock.ms += 10;
      expect(await known.article("news-topics", 1_000_000 + id)).toBe(false);
    }
    // 10 s of made-up ids: the first reading, and none again within refreshAfterMissMs.
    expect(api.reads).toBe(1);
  });

  it("finds an article published after the list was read, once the list may be read again", async () => {
    const { api, clock, known } = setUp();
    expect(await known.article("news-topics", 106)).toBe(false);
    api.articles = [...sample, { seriesPath: "news-topics", id: 106 }];
    clock.ms += 30_000;
    expect(await known.article("news-topics", 106)).toBe(true);
    expect(api.reads).toBe(2);
  });

  it("finds an article imported just after a miss read the list, once the site was told the content changed", async () => {
    const { api, clock, known } = setUp();
    expect(await known.article("news-topics", 106)).toBe(false);
    api.articles = [...sample, { seriesPath: "news-topics", id: 106 }];
    clock.ms += 1_000;
    expect(await known.article("news-topics", 106)).toBe(false);
    clock.changedAt = clock.ms;
    clock.ms += 1_000;
    expect(await known.article("news-topics", 106)).toBe(true);
    expect(api.reads).toBe(2);
    expect(await known.article("news-topics", 105)).toBe(true);
    expect(api.reads).toBe(2);
  });

  it("reads one list for questions asked at the same time", async () => {
    const { api, known } = setUp();
    await Promise.all([known.article("news-topics", 105), known.id(205), known.id(7)]);
    expect(api.reads).toBe(1);
  });

  it("says unknown when the list was never read, and keeps the last list when the API goes down", async () => {
    const { api, clock, known } = setUp();
    api.down = true;
    expect(await known.article("news-topics", 105)).toBe("unknown");
    api.down = false;
    expect(await known.article("news-topics", 105)).toBe(true);
    api.down = true;
    clock.ms += 700_000;
    expect(await known.article("news-topics", 105)).toBe(true);
    expect(await known.article("news-topics", 107)).toBe(false);
  });
});

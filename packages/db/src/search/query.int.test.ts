import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { importContentDir } from "../content/import-content-dir.ts";
import { openTestDatabase } from "../test-database.ts";
import { rerankWindow, type SearchStrategy, search } from "./query.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await importContentDir(database.db, resolve(import.meta.dirname, "../../../../content"));
});
afterAll(() => database.close());

/** Every page of a query, in order, and the totals each page reported. */
async function allPages(text: string, strategy: SearchStrategy, pageSize: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const result = await search(database.db, { text, page, pageSize, mayReadPaid: true }, strategy);
    totals.add(result.total);
    if (result.hits.length === 0) break;
    ids.push(...result.hits.map((h) => h.articleId));
  }
  return { ids, totals: [...totals] };
}

describe("the two ways of collecting matches rank alike", () => {
  it.each([
    ["a common word", "japan"],
    ["a word in more records than the reranked window", "time"],
    ["a common word in titles", "autumn"],
    ["two words", "autumn leaves"],
    ["two common words", "people japan"],
    ["a rare word", "coral"],
    ["a Japanese word", "日本"],
    ["a Japanese phrase", "紅葉の季節"],
    ["a partial Japanese word", "イルミ"],
    ["mixed scripts", "AI 通訳"],
  ])("%s: %s", async (_, text) => {
    const collected = await allPages(text, "collect", 5);
    const walked = await allPages(text, "walk", 5);
    expect(walked).toEqual(collected);
    expect(collected.totals).toEqual([collected.ids.length]);
    expect(new Set(collected.ids).size).toBe(collected.ids.length);
  });

  it("pages past the reranked window", async () => {
    const { ids } = await allPages("time", "auto", 5);
    expect(ids.length).toBeGreaterThan(rerankWindow);
  });
});

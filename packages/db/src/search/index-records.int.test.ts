import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { importContentDir } from "../content/import-content-dir.ts";
import { smallEdition } from "../content/small-edition.ts";
import { articles } from "../schema/content.ts";
import { searchIndex, searchTerms } from "../schema/search.ts";
import { openTestDatabase } from "../test-database.ts";
import { searchIndexVersion } from "./index-records.ts";
import { search } from "./query.ts";

let database: DatabaseHandle;
let dir: string;
beforeEach(async () => {
  database = await openTestDatabase();
  dir = smallEdition();
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const indexed = async () => (await database.db.select({ n: count() }).from(searchIndex))[0]?.n;
const found = async (text: string) =>
  (await search(database.db, { text, page: 1, pageSize: 12, mayReadPaid: true })).hits.map((h) => h.articleId);

describe("the search index follows the search records", () => {
  it("indexes every imported record and counts its words", async () => {
    await importContentDir(database.db, dir);
    expect(await indexed()).toBe(10);
    const [terms] = await database.db.select({ n: count() }).from(searchTerms);
    expect(terms?.n).toBeGreaterThan(100);
    expect(await found("calligraphy")).toContain(2603);
    expect(await found("書道")).toContain(2603);
  });

  it("re-indexes an article whose file changed, in the same import", async () => {
    await importContentDir(database.db, dir);
    const file = join(dir, "articles", "dora", "2603.json");
    const json = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...json, titleEn: "My First Origami Class", titleJa: "初めての折り紙教室" }));
    await importContentDir(database.db, dir);
    expect(await found("origami")).toEqual([2603]);
    expect(await found("折り紙")).toEqual([2603]);
    expect(await indexed()).toBe(10);
  });

  it("builds the index of a database imported before it existed, and rebuilds an older analysis", async () => {
    await importContentDir(database.db, dir);
    await database.db.delete(searchIndex).where(eq(searchIndex.objectID, "article-2603"));
    await database.db.update(searchIndex).set({ version: searchIndexVersion - 1, titleVec: sql`''::tsvector` });
    expect(await found("calligraphy")).toEqual([]);
    expect(await importContentDir(database.db, dir)).toMatchObject({ written: 0 });
    expect(await indexed()).toBe(10);
    expect(await found("calligraphy")).toContain(2603);
    const versions = await database.db.selectDistinct({ v: searchIndex.version }).from(searchIndex);
    expect(versions).toEqual([{ v: searchIndexVersion }]);
  });

  it("drops the index row with its article", async () => {
    await importContentDir(database.db, dir);
    await database.db.delete(articles).where(eq(articles.id, 2603));
    expect(await indexed()).toBe(9);
  });
});

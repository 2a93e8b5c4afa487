import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importContentDir } from "../content/import-content-dir.ts";
import { smallEditionPerTest } from "../content/small-edition.ts";
import { articles } from "../schema/content.ts";
import { searchIndex, searchTerms } from "../schema/search.ts";
import { searchIndexVersion } from "./index-records.ts";
import { search } from "./query.ts";

const edition = smallEditionPerTest();

const indexed = async () => (await edition.database.db.select({ n: count() }).from(searchIndex))[0]?.n;
const found = async (text: string) =>
  (await search(edition.database.db, { text, page: 1, pageSize: 12, mayReadPaid: true })).hits.map((h) => h.articleId);

describe("the search index follows the search records", () => {
  it("indexes every imported record and counts its words", async () => {
    await importContentDir(edition.database.db, edition.dir);
    expect(await indexed()).toBe(10);
    const [terms] = await edition.database.db.select({ n: count() }).from(searchTerms);
    expect(terms?.n).toBeGreaterThan(100);
    expect(await found("calligraphy")).toContain(2603);
    expect(await found("書道")).toContain(2603);
  });

  it("re-indexes an article whose file changed, in the same import", async () => {
    await importContentDir(edition.database.db, edition.dir);
    const file = join(edition.dir, "articles", "dora", "2603.json");
    const json = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...json, titleEn: "My First Origami Class", titleJa: "初めての折り紙教室" }));
    await importContentDir(edition.database.db, edition.dir);
    expect(await found("origami")).toEqual([2603]);
    expect(await found("折り紙")).toEqual([2603]);
    expect(await indexed()).toBe(10);
  });

  it("builds the index of a database imported before it existed, and rebuilds an older analysis", async () => {
    await importContentDir(edition.database.db, edition.dir);
    await edition.database.db.delete(searchIndex).where(eq(searchIndex.objectID, "article-2603"));
    await edition.database.db.update(searchIndex).set({ version: searchIndexVersion - 1, titleVec: sql`''::tsvector` });
    expect(await found("calligraphy")).toEqual([]);
    expect(await importContentDir(edition.database.db, edition.dir)).toMatchObject({ written: 0 });
    expect(await indexed()).toBe(10);
    expect(await found("calligraphy")).toContain(2603);
    const versions = await edition.database.db.selectDistinct({ v: searchIndex.version }).from(searchIndex);
    expect(versions).toEqual([{ v: searchIndexVersion }]);
  });

  it("drops the index row with its article", async () => {
    await importContentDir(edition.database.db, edition.dir);
    await edition.database.db.delete(articles).where(eq(articles.id, 2603));
    expect(await indexed()).toBe(9);
  });
});

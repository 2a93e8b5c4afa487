import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, relations, searchRecords } from "../schema/content.ts";
import { importContentDir } from "./import-content-dir.ts";
import { smallEditionPerTest } from "./small-edition.ts";

const articleFile = (dir: string, series: string, id: number) => join(dir, "articles", series, `${id}.json`);

const edition = smallEditionPerTest();

const countOf = async (table: typeof articles | typeof searchRecords | typeof relations) =>
  (await edition.database.db.select({ n: count() }).from(table))[0]?.n;

describe("importing the edition", () => {
  it("writes every article, its search record and relations, and a second run writes nothing", async () => {
    const first = await importContentDir(edition.database.db, edition.dir);
    expect(first).toMatchObject({ written: 10, unchanged: 0, problems: [] });
    expect(await countOf(articles)).toBe(10);
    expect(await countOf(searchRecords)).toBe(10);
    expect(await countOf(relations)).toBeGreaterThan(0);
    const second = await importContentDir(edition.database.db, edition.dir);
    expect(second).toMatchObject({ written: 0, unchanged: 10, problems: [] });
  });

  it("rewrites only the article whose file changed", async () => {
    await importContentDir(edition.database.db, edition.dir);
    const file = articleFile(edition.dir, "dora", 2601);
    const json = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...json, titleEn: "A Changed Title" }));
    expect(await importContentDir(edition.database.db, edition.dir)).toMatchObject({ written: 1, unchanged: 9 });
    const [row] = await edition.database.db.select().from(articles).where(eq(articles.id, 2601));
    expect(row?.titleEn).toBe("A Changed Title");
  });

  it.each([
    ["a missing Japanese translation", (a: Record<string, unknown>) => ({ ...a, lead: { en: "Hello." } }), "lead.ja"],
    ["an unknown series", (a: Record<string, unknown>) => ({ ...a, seriesId: "Gardening" }), "seriesId"],
    ["a bad date", (a: Record<string, unknown>) => ({ ...a, publishedAt: "yesterday" }), "publishedAt"],
    [
      "a quiz answer out of range",
      (a: Record<string, unknown>) => ({
        ...a,
        quiz: [{ question: "Q?", choices: ["a", "b"], answer: 5, explanation: "説明" }],
      }),
      "quiz.0.answer",
    ],
  ])("rejects %s naming the file and field, and imports nothing of that weekly issue", async (_, breakIt, field) => {
    const file = articleFile(edition.dir, "dora", 2601);
    const json = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify(breakIt(json)));
    const result = await importContentDir(edition.database.db, edition.dir);
    expect(result.problems).toContainEqual(
      expect.objectContaining({ file: "articles/dora/2601.json", field, issue: json.issue }),
    );
    const imported = await edition.database.db.select({ issue: articles.issueDate }).from(articles);
    expect(imported.map((r) => r.issue)).not.toContain(json.issue);
    expect(imported.length).toBeGreaterThan(0);
  });

  it("rejects a file that is not JSON", async () => {
    writeFileSync(articleFile(edition.dir, "dora", 2601), "{ not json");
    const result = await importContentDir(edition.database.db, edition.dir);
    expect(result.problems).toContainEqual(expect.objectContaining({ file: "articles/dora/2601.json", field: "" }));
  });
});

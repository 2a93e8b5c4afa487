import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articlesDir, readArticle } from "./shared.ts";

// The media scripts read article files with the schema the database import uses: a file the import
// would reject stops the scripts too, with the field at fault.
const sample = JSON.parse(await readFile(path.join(articlesDir, "advanced-news", "201.json"), "utf8"));

const readVariant = async (change: (article: Record<string, unknown>) => void, fileName = "201.json") => {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), "awd-article-")), "advanced-news");
  await mkdir(dir);
  const article = structuredClone(sample);
  change(article);
  const file = path.join(dir, fileName);
  await writeFile(file, JSON.stringify(article));
  return readArticle(file);
};

describe("readArticle", () => {
  it("reads the parts the media scripts need", async () => {
    const article = await readVariant(() => {});
    expect(article).toMatchObject({ id: 201, motif: sample.image.motif, series: { path: "advanced-news" } });
    expect(article.paragraphs).toEqual([sample.lead.en, ...sample.paragraphs.map((p: { en: string }) => p.en)]);
  });

  it.each<[string, (article: Record<string, unknown>) => void, string]>([
    ["a missing Japanese title", (a) => delete a.titleJa, "titleJa"],
    ["an unknown motif", (a) => Object.assign(a, { image: { motif: "dragon", description: "x" } }), "image.motif"],
    ["an empty paragraph", (a) => Object.assign(a, { paragraphs: [{ en: " ", ja: "x" }] }), "paragraphs.0.en"],
    ["a series of another folder", (a) => Object.assign(a, { seriesId: "AmericaKeyword" }), "belongs in articles/"],
  ])("rejects %s", async (_, change, message) => {
    await expect(readVariant(change)).rejects.toThrow(message);
  });

  it("rejects an id that differs from the file name", async () => {
    await expect(readVariant(() => {}, "202.json")).rejects.toThrow("does not match the file name");
  });
});

import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// A synthetic archive made of the sample edition's own articles, for bench:archive: copy k of the
// sample (k = 0 is the sample itself) has its ids shifted by k × 10,000 and its weekly issues moved
// back by whole weeks, spread so that the archive spans ten years per 20,000 articles, as the weekly
// has. Media are the sample's own (the metadata names the sample's files, which the copy links to).

export const articlesPerTenYears = 20_000;
const weeksPerTenYears = 522;
const idStride = 10_000;
const dayMs = 86_400_000;

interface SampleArticle {
  folder: string;
  id: number;
  text: string;
  meta: string;
}

/** The sample edition's articles, newest first (by issue, then id). */
export function readSample(contentDir: string): SampleArticle[] {
  const articlesDir = join(contentDir, "articles");
  const articles = readdirSync(articlesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(articlesDir, d.name))
        .filter((f) => f.endsWith(".json"))
        .map((f) => {
          const text = readFileSync(join(articlesDir, d.name, f), "utf8");
          const id = (JSON.parse(text) as { id: number }).id;
          return { folder: d.name, id, text, meta: readFileSync(join(contentDir, "media/meta", `${id}.json`), "utf8") };
        }),
    );
  const issueOf = (a: SampleArticle) => (JSON.parse(a.text) as { issue: string }).issue;
  return articles.sort((a, b) => issueOf(b).localeCompare(issueOf(a)) || b.id - a.id);
}

const shiftDate = (date: string, weeks: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - weeks * 7 * dayMs).toISOString().slice(0, 10);

/** How many weeks back copy k of the sample goes, in an archive of `copies` copies spanning `weeks`. */
export const copyShiftWeeks = (k: number, copies: number, sampleWeeks: number, totalWeeks: number) =>
  copies <= 1 ? 0 : Math.round((k * Math.max(0, totalWeeks - sampleWeeks)) / (copies - 1));

/** One article of copy k, `weeks` earlier: the issue and the publication move together. */
export function shiftedArticle(text: string, k: number, weeks: number): { id: number; text: string } {
  const article = JSON.parse(text) as { id: number; issue: string; publishedAt: string };
  const issue = shiftDate(article.issue, weeks);
  // publishedAt is the issue's date at 06:0k in Tokyo (content/FORMAT.md): the same day moves.
  const publishedAt = `${shiftDate(article.publishedAt.slice(0, 10), weeks)}${article.publishedAt.slice(10)}`;
  const id = article.id + k * idStride;
  return { id, text: `${JSON.stringify({ ...article, id, issue, publishedAt }, null, 2)}\n` };
}

/** Writes an archive of `count` articles into dir (a content folder `content:import` reads). */
export function writeArchive(contentDir: string, dir: string, count: number): { articles: number; weeks: number } {
  const sample = readSample(contentDir);
  const issues = new Set(sample.map((a) => (JSON.parse(a.text) as { issue: string }).issue));
  const sampleWeeks = issues.size;
  const copies = Math.ceil(count / sample.length);
  const totalWeeks = Math.max(sampleWeeks, Math.round((count * weeksPerTenYears) / articlesPerTenYears));
  mkdirSync(join(dir, "media/meta"), { recursive: true });
  for (const kind of ["images", "audio"]) symlinkSync(join(contentDir, "media", kind), join(dir, "media", kind));
  let written = 0;
  for (let k = 0; k < copies && written < count; k++) {
    const weeks = copyShiftWeeks(k, copies, sampleWeeks, totalWeeks);
    for (const article of sample) {
      if (written >= count) break;
      const shifted = shiftedArticle(article.text, k, weeks);
      mkdirSync(join(dir, "articles", article.folder), { recursive: true });
      writeFileSync(join(dir, "articles", article.folder, `${shifted.id}.json`), shifted.text);
      writeFileSync(join(dir, "media/meta", `${shifted.id}.json`), article.meta);
      written++;
    }
  }
  return { articles: written, weeks: totalWeeks };
}

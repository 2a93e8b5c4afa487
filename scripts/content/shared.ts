// Shared by the media generators (images.ts, audio.ts): reading article files, the per-article
// metadata file, freshness checks, progress output and the size report.
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SentenceTiming } from "@awd/core/contract/articles";
import { type Series, seriesById } from "@awd/core/series";
import { type ArticleFile, articleFileSchema } from "../../packages/db/src/content/article-file.ts";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const contentDir = path.join(repoRoot, "content");
export const articlesDir = path.join(contentDir, "articles");
export const mediaDir = path.join(contentDir, "media");

export type Motif = ArticleFile["image"]["motif"];

/** The parts of an article the media generators need. */
export interface Article {
  id: number;
  series: Series;
  motif: Motif;
  /** English text: index 0 is the lead, 1.. are the paragraphs. */
  paragraphs: string[];
  /** Path of the article JSON, relative to the repository root. */
  file: string;
  mtimeMs: number;
}

export class ArticleError extends Error {}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ArticleError(`invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** Validates with the schema the database import uses, so a file the import rejects is rejected here too. */
const parseArticleFile = (text: string): ArticleFile => {
  const result = articleFileSchema.safeParse(parseJson(text));
  if (result.success) return result.data;
  throw new ArticleError(
    result.error.issues.map((issue) => `${issue.path.join(".") || "the file"}: ${issue.message}`).join("; "),
  );
};

const seriesIn = (article: ArticleFile, seriesPath: string): Series => {
  const series = seriesById(article.seriesId);
  if (!series) throw new ArticleError(`seriesId ${JSON.stringify(article.seriesId)} is not a known series`);
  if (series.path !== seriesPath) {
    throw new ArticleError(`seriesId ${series.id} belongs in articles/${series.path}/, not articles/${seriesPath}/`);
  }
  return series;
};

/** Reads one article file; throws an Error naming the file when it is malformed. */
export const readArticle = async (file: string): Promise<Article> => {
  const relative = path.relative(repoRoot, file);
  try {
    const [text, info] = await Promise.all([readFile(file, "utf8"), stat(file)]);
    const article = parseArticleFile(text);
    const series = seriesIn(article, path.basename(path.dirname(file)));
    if (`${article.id}.json` !== path.basename(file)) {
      throw new ArticleError(`id ${article.id} does not match the file name ${path.basename(file)}`);
    }
    return {
      id: article.id,
      series,
      motif: article.image.motif,
      paragraphs: [article.lead.en, ...article.paragraphs.map((p) => p.en)],
      file: relative,
      mtimeMs: info.mtimeMs,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${relative}: malformed article: ${reason}`);
  }
};

const listArticleFiles = async (): Promise<string[]> => {
  const entries = await readdir(articlesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".json"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
};

export interface ArticleSet {
  articles: Article[];
  errors: string[];
}

/** All article files; malformed ones are reported in `errors` rather than stopping the others. */
export const readArticles = async (): Promise<ArticleSet> => {
  const results = await Promise.allSettled((await listArticleFiles()).map(readArticle));
  const articles: Article[] = [];
  const errors: string[] = [];
  for (const result of results) {
    if (result.status === "fulfilled") articles.push(result.value);
    else errors.push(result.reason instanceof Error ? result.reason.message : String(result.reason));
  }
  return { articles: articles.sort((a, b) => a.id - b.id), errors };
};

// --- metadata: content/media/meta/{id}.json -------------------------------------------------------

export interface ImageMeta {
  path: string;
  width: number;
  height: number;
  blurhash: string;
}

export interface AudioMeta {
  path: string;
  durationMs: number;
  sentences: SentenceTiming[];
  /** The AAC rendition podcast apps are given: its path and its size in bytes. */
  aac?: { path: string; bytes: number };
}

export interface MediaMeta {
  images?: { main: ImageMeta; thumbnail: ImageMeta };
  audio?: AudioMeta;
}

export const metaFile = (id: number): string => path.join(mediaDir, "meta", `${id}.json`);

export const readMeta = async (id: number): Promise<MediaMeta> => {
  try {
    const json: unknown = JSON.parse(await readFile(metaFile(id), "utf8"));
    return isObject(json) ? (json as MediaMeta) : {};
  } catch {
    return {};
  }
};

/** Atomically writes a file (a temporary sibling, then rename), creating its folder. */
export const writeFileAtomic = async (file: string, data: string | Uint8Array): Promise<void> => {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
};

/** Replaces one part of the metadata file, keeping the part the other script wrote. */
export const updateMeta = async (id: number, part: Partial<MediaMeta>): Promise<void> => {
  const merged = { ...(await readMeta(id)), ...part };
  const ordered: MediaMeta = { images: merged.images, audio: merged.audio };
  await writeFileAtomic(metaFile(id), `${JSON.stringify(ordered, null, 2)}\n`);
};

// --- incremental runs ----------------------------------------------------------------------------

export const hasFlag = (name: string): boolean => process.argv.slice(2).includes(name);

const mtimeOf = async (file: string): Promise<number | undefined> => {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
};

/** Newest modification time of the given source files (the script and its helpers). */
export const newestMtime = async (files: string[]): Promise<number> => {
  const times = await Promise.all(files.map(mtimeOf));
  return Math.max(0, ...times.map((t) => t ?? 0));
};

/** Whether every output exists and is newer than both the article and the generator's sources. */
export const isFresh = async (outputs: string[], article: Article, sourcesMtime: number): Promise<boolean> => {
  const times = await Promise.all(outputs.map(mtimeOf));
  const oldest = Math.min(...times.map((t) => t ?? 0));
  return oldest > article.mtimeMs && oldest > sourcesMtime;
};

// --- output --------------------------------------------------------------------------------------

export interface Progress {
  tick(skipped: boolean): void;
  done(): void;
}

/** A progress count that rewrites one line: "images 12/135 (done 3, skipped 9)". */
export const progress = (label: string, total: number): Progress => {
  let made = 0;
  let skipped = 0;
  const line = (): string => `${label} ${made + skipped}/${total} (made ${made}, skipped ${skipped})`;
  const write = (): void => {
    if (process.stdout.isTTY) process.stdout.write(`\r${line()}`);
  };
  write();
  return {
    tick(wasSkipped) {
      if (wasSkipped) skipped += 1;
      else made += 1;
      write();
    },
    done() {
      process.stdout.write(process.stdout.isTTY ? "\n" : `${line()}\n`);
    },
  };
};

/** Runs `work` over `items` with at most `limit` at a time. */
export const forEachLimit = async <T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

const sizeOf = async (target: string): Promise<number> => {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.size;
  const entries = await readdir(target);
  const sizes = await Promise.all(entries.map((e) => sizeOf(path.join(target, e))));
  return sizes.reduce((a, b) => a + b, 0);
};

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export const CONTENT_BUDGET_BYTES = 40 * 1024 * 1024;

/** Prints the size of the content folder and its media parts; warns when over the 40 MB budget. */
export const printSizes = async (): Promise<void> => {
  const [total, images, audio, meta] = await Promise.all(
    [contentDir, "images", "audio", "meta"].map((p) => sizeOf(path.resolve(mediaDir, p))),
  );
  const parts = `images ${megabytes(images ?? 0)}, audio ${megabytes(audio ?? 0)}, meta ${megabytes(meta ?? 0)}`;
  console.log(`content/ total ${megabytes(total ?? 0)} (${parts}); budget ${megabytes(CONTENT_BUDGET_BYTES)}`);
  if ((total ?? 0) > CONTENT_BUDGET_BYTES) console.warn("warning: content/ is over its 40 MB budget");
};

/** Reports malformed articles and sets a failing exit code; returns whether there were any. */
export const reportErrors = (errors: string[]): boolean => {
  for (const error of errors) console.error(`error: ${error}`);
  if (errors.length > 0) {
    console.error(`${errors.length} malformed article file(s); fix them and run again.`);
    process.exitCode = 1;
  }
  return errors.length > 0;
};

/** Runs a script's main function, printing a clear message (not a stack) on failure. */
export const run = (main: () => Promise<void>): void => {
  const started = Date.now();
  main()
    .then(() => console.log(`took ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((error: unknown) => {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    });
};

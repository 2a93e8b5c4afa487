import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { IssueProblemCode } from "@awd/core/contract/desk-import";
import { seriesById } from "@awd/core/series";
import type { z } from "zod";
import { type ArticleFile, articleFileSchema, type MediaMeta, mediaMetaSchema } from "./article-file.ts";

export interface EditionArticle {
  file: ArticleFile;
  media: MediaMeta;
  /** Digest of the article and its media metadata: unchanged digest, nothing to write. */
  hash: string;
}

export interface EditionProblem {
  /** The file at fault, relative to the content folder. */
  file: string;
  /** Dotted path of the field at fault, or "" for the whole file. */
  field: string;
  /** What kind of problem, for a reader of another language than the message's. */
  code: IssueProblemCode;
  message: string;
  /** The weekly issue the file belongs to, when it could be read. */
  issue?: string;
}

export interface Edition {
  articles: EditionArticle[];
  problems: EditionProblem[];
}

type Parsed<T> = { ok: true; value: T; text: string } | { ok: false; problems: EditionProblem[] };

function parseJsonFile<T>(root: string, path: string, schema: z.ZodType<T>): Parsed<T> {
  const file = relative(root, path);
  let json: unknown;
  let text: string;
  try {
    text = readFileSync(path, "utf8");
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [{ file, field: "", code: "not-json", message: `not readable JSON: ${(error as Error).message}` }],
    };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data, text };
  const issue = typeof json === "object" && json && "issue" in json ? String(json.issue) : undefined;
  return {
    ok: false,
    problems: result.error.issues.map((i) => ({
      file,
      field: i.path.join("."),
      code: valueAt(json, i.path) === undefined ? "missing-field" : "invalid-field",
      message: i.message,
      issue,
    })),
  };
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function articlePaths(root: string): string[] {
  const dir = join(root, "articles");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(dir, d.name))
        .filter((f) => f.endsWith(".json"))
        .map((f) => join(dir, d.name, f)),
    )
    .sort();
}

/** Consistency rules a schema cannot see: file names, folders and media agree with the article. */
function crossCheck(root: string, path: string, article: ArticleFile, media: MediaMeta): EditionProblem[] {
  const file = relative(root, path);
  const series = seriesById(article.seriesId);
  const problem = (field: string, code: IssueProblemCode, message: string): EditionProblem => ({
    file,
    field,
    code,
    message,
    issue: article.issue,
  });
  const problems: EditionProblem[] = [];
  if (!path.endsWith(`/${article.id}.json`))
    problems.push(problem("id", "file-name", `file name must be ${article.id}.json`));
  if (series && !path.includes(`/articles/${series.path}/`))
    problems.push(problem("seriesId", "series-folder", `file must be in articles/${series.path}/`));
  if (series?.hasAudio && !media.audio)
    problems.push(problem("audio", "no-audio", `series ${series.id} has audio; run content:audio`));
  for (const asset of [
    media.images.main.path,
    media.images.thumbnail.path,
    media.audio?.path,
    media.audio?.aac?.path,
  ]) {
    if (asset && !existsSync(join(root, asset)))
      problems.push(problem("media", "missing-media", `missing media file ${asset}`));
  }
  return problems;
}

/** Reads and validates every article of a content folder, without touching a database. */
export function readEdition(root: string): Edition {
  const articles: EditionArticle[] = [];
  const problems: EditionProblem[] = [];
  for (const path of articlePaths(root)) {
    const article = parseJsonFile(root, path, articleFileSchema);
    if (!article.ok) {
      problems.push(...article.problems);
      continue;
    }
    const metaPath = join(root, "media", "meta", `${article.value.id}.json`);
    if (!existsSync(metaPath)) {
      problems.push({
        file: relative(root, path),
        field: "media",
        code: "no-media-metadata",
        message: `no media metadata at ${relative(root, metaPath)}; run content:images`,
        issue: article.value.issue,
      });
      continue;
    }
    const media = parseJsonFile(root, metaPath, mediaMetaSchema);
    if (!media.ok) {
      problems.push(...media.problems.map((p) => ({ ...p, issue: article.value.issue })));
      continue;
    }
    const crossProblems = crossCheck(root, path, article.value, media.value);
    if (crossProblems.length > 0) {
      problems.push(...crossProblems);
      continue;
    }
    const hash = createHash("sha256").update(article.text).update(media.text).digest("hex");
    articles.push({ file: article.value, media: media.value, hash });
  }
  const brokenIssues = new Set(problems.map((p) => p.issue).filter((i) => i !== undefined));
  const duplicates = findDuplicateIds(articles);
  problems.push(...duplicates);
  return { articles: articles.filter((a) => !brokenIssues.has(a.file.issue)), problems };
}

function findDuplicateIds(articles: EditionArticle[]): EditionProblem[] {
  const seen = new Set<number>();
  return articles.flatMap((a) => {
    if (!seen.has(a.file.id)) {
      seen.add(a.file.id);
      return [];
    }
    return [
      {
        file: `articles/*/${a.file.id}.json`,
        field: "id",
        code: "duplicate-id" as const,
        message: `duplicate id ${a.file.id}`,
      },
    ];
  });
}

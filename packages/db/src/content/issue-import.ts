import { readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { IssueImportCounts, IssueProblem } from "@awd/core/contract/desk-import";
import { type IssueMediaLimits, issueMediaLimits, type MediaExpectation } from "@awd/core/issue-media";
import { and, inArray, ne } from "drizzle-orm";
import type { Database } from "../client.ts";
import { articles } from "../schema/content.ts";
import { importEdition } from "./import-edition.ts";
import { checkIssueMedia } from "./issue-media.ts";
import { printEditionFileSchema } from "./print-edition-file.ts";
import { type EditionArticle, readEdition } from "./read-edition.ts";

// One weekly issue, imported whole or not at all: docs/product/publishers-desk.md#weekly-import

export interface IssueCheck {
  /** the issue's date, when its articles name one */
  issue: string | null;
  articles: EditionArticle[];
  /** media and print files to serve, relative to the content folder (the media metadata is in the database) */
  servedFiles: string[];
  /** none: the issue may be imported */
  problems: IssueProblem[];
}

const problem = (file: string, field: string, code: IssueProblem["code"], detail: string): IssueProblem => ({
  file,
  field,
  code,
  detail,
});

/** The files each article names: its file, its media metadata and the media that lists. */
function namedFiles(a: EditionArticle, articleFile: string): string[] {
  const { images, audio } = a.media;
  return [
    articleFile,
    `media/meta/${a.file.id}.json`,
    images.main.path,
    images.thumbnail.path,
    ...(audio ? [audio.path, ...(audio.aac ? [audio.aac.path] : [])] : []),
  ];
}

/** What the article's media metadata says of each of its pictures and recordings. */
function mediaExpectations(a: EditionArticle): MediaExpectation[] {
  const { images, audio } = a.media;
  const describedIn = `media/meta/${a.file.id}.json`;
  return [
    { file: images.main.path, describedIn, width: images.main.width, height: images.main.height },
    { file: images.thumbnail.path, describedIn, width: images.thumbnail.width, height: images.thumbnail.height },
    ...(audio ? [{ file: audio.path, describedIn, durationMs: audio.durationMs }] : []),
    ...(audio?.aac ? [{ file: audio.aac.path, describedIn, durationMs: audio.durationMs }] : []),
  ];
}

function checkPrintEdition(
  dir: string,
  issue: string,
  files: Set<string>,
): { problems: IssueProblem[]; pageCount?: number } {
  const file = `print/${issue}.json`;
  if (!files.has(file)) return { problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(dir, file), "utf8"));
  } catch (error) {
    return { problems: [problem(file, "", "not-json", `not readable JSON: ${(error as Error).message}`)] };
  }
  const result = printEditionFileSchema.safeParse(json);
  if (!result.success)
    return { problems: result.error.issues.map((i) => problem(file, i.path.join("."), "print-invalid", i.message)) };
  const problems: IssueProblem[] = [];
  if (result.data.issueDate !== issue) problems.push(problem(file, "issueDate", "print-invalid", `must be ${issue}`));
  for (const [field, path] of [
    ["pdf", result.data.pdf],
    ["cover", result.data.cover],
  ] as const)
    if (!files.has(path)) problems.push(problem(file, field, "missing-media", `missing print file ${path}`));
  return { problems, pageCount: result.data.pageCount };
}

/**
 * Validates an unpacked issue with the importer's own rules, and the rules of one issue besides: one
 * date, no file that no article names, no article id that another issue already uses, and every
 * picture, recording and print PDF decoded and as its description says.
 */
export async function checkIssueDir(
  db: Database,
  dir: string,
  files: readonly string[],
  mediaLimits: IssueMediaLimits = issueMediaLimits,
): Promise<IssueCheck> {
  const edition = readEdition(dir);
  const problems: IssueProblem[] = edition.problems.map((p) => problem(p.file, p.field, p.code, p.message));
  const articleFiles = files.filter((f) => f.startsWith("articles/"));
  const fileOf = new Map(
    edition.articles.map((a) => [a.file.id, articleFiles.find((f) => f.endsWith(`/${a.file.id}.json`)) ?? ""]),
  );
  const dates = [...new Set(edition.articles.map((a) => a.file.issue))].sort();
  const issue = dates.at(-1) ?? edition.problems.find((p) => p.issue)?.issue ?? null;
  if (dates.length > 1)
    for (const a of edition.articles)
      problems.push(
        problem(fileOf.get(a.file.id) ?? "", "issue", "several-issues", `one issue per zip: ${dates.join(", ")}`),
      );
  const named = new Set(edition.articles.flatMap((a) => namedFiles(a, fileOf.get(a.file.id) ?? "")));
  const present = new Set(files);
  const expectations = edition.articles.flatMap(mediaExpectations);
  if (issue) {
    const print = checkPrintEdition(dir, issue, present);
    problems.push(...print.problems);
    for (const suffix of [".json", ".pdf", "-cover.webp"]) named.add(`print/${issue}${suffix}`);
    const describedIn = `print/${issue}.json`;
    expectations.push(
      { file: `print/${issue}.pdf`, describedIn, pageCount: print.pageCount },
      { file: `print/${issue}-cover.webp` },
    );
  }
  // A broken issue's articles name nothing: its files are not blamed on top of its problems.
  if (edition.problems.length === 0)
    for (const file of files)
      if (!named.has(file) && !file.startsWith("articles/"))
        problems.push(problem(file, "", "unreferenced-file", "no article of this issue names this file"));
  const ids = edition.articles.map((a) => a.file.id);
  if (ids.length > 0 && issue) {
    const taken = await db
      .select({ id: articles.id, issue: articles.issueDate })
      .from(articles)
      .where(and(inArray(articles.id, ids), ne(articles.issueDate, issue)));
    for (const t of taken)
      problems.push(
        problem(fileOf.get(t.id) ?? "", "id", "id-taken", `article ${t.id} is already in issue ${t.issue}`),
      );
  }
  const servedFiles = files.filter((f) => named.has(f) && !f.startsWith("articles/") && !f.startsWith("media/meta/"));
  // Each media file is decoded once, with what its description says when one does. Those of a broken
  // issue too (its articles name nothing): a broken picture is told in the same round as a broken
  // article. A file no article names is refused already, and not served: it is not decoded.
  const unreferenced = new Set(problems.filter((p) => p.code === "unreferenced-file").map((p) => p.file));
  const described = new Map(expectations.map((e) => [e.file, e]));
  const media = files.filter((f) => !unreferenced.has(f) && !f.startsWith("articles/") && !f.startsWith("media/meta/"));
  problems.push(
    ...(await checkIssueMedia(
      dir,
      media.map((file) => described.get(file) ?? { file }),
      mediaLimits,
    )),
  );
  return { issue, articles: edition.articles, servedFiles, problems };
}

export interface IssueImportHooks {
  /** after each article written or found unchanged */
  onArticle?: (done: number, total: number) => void;
  /** inside the import's transaction, after the articles: what must be kept with them or not at all (the audit row) */
  inTransaction?: (tx: Database, counts: IssueImportCounts) => Promise<void>;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Imports a checked issue in one transaction, its media beside the content folder's. The media are
 * copied into a staging folder inside the content folder first, and moved to their names (a rename,
 * on the same file system) only once the transaction has committed: a failure leaves neither rows nor
 * files, and a reader never meets an article whose pictures are not there yet.
 */
export async function importIssue(
  db: Database,
  check: IssueCheck,
  dir: string,
  contentDir: string,
  hooks: IssueImportHooks = {},
): Promise<IssueImportCounts & { writtenIds: number[] }> {
  if (check.problems.length > 0) throw new Error("an issue with problems is never imported");
  await mkdir(contentDir, { recursive: true });
  const staging = await mkdtemp(join(contentDir, ".incoming-"));
  try {
    for (const file of check.servedFiles) {
      await mkdir(dirname(join(staging, file)), { recursive: true });
      await copyFile(join(dir, file), join(staging, file));
    }
    const result = await db.transaction(async (tx: Transaction) => {
      const written = await importEdition(tx as unknown as Database, check.articles, (done, total) =>
        hooks.onArticle?.(done, total),
      );
      const counts = {
        articles: check.articles.length,
        written: written.written,
        unchanged: written.unchanged,
        mediaFiles: check.servedFiles.length,
      };
      await hooks.inTransaction?.(tx as unknown as Database, counts);
      return { ...counts, writtenIds: written.writtenIds };
    });
    for (const file of check.servedFiles) {
      await mkdir(dirname(join(contentDir, file)), { recursive: true });
      await rename(join(staging, file), join(contentDir, file));
    }
    return result;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";

// The print edition lives beside the articles as plain files that scripts/content/print.ts makes:
// content/print/{issueDate}.pdf, its front page as {issueDate}-cover.webp and this description as
// {issueDate}.json. No table: the files are the edition, as the article JSON is.
const issueDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export const printEditionFileSchema = z.object({
  issueDate: z.iso.date(),
  title: z.string().trim().min(1),
  /** The cover story's titles. */
  headline: z.object({ en: z.string().trim().min(1), ja: z.string().trim().min(1) }),
  pageCount: z.number().int().positive(),
  /** Paths relative to the content folder, as /static serves them. */
  pdf: z.string().regex(/^print\/\d{4}-\d{2}-\d{2}\.pdf$/),
  cover: z.string().regex(/^print\/\d{4}-\d{2}-\d{2}-cover\.webp$/),
  /** Size of the PDF, so a reader can be told what the download weighs. */
  bytes: z.number().int().positive(),
});
export type PrintEditionFile = z.infer<typeof printEditionFileSchema>;

const printDir = (contentDir: string) => join(contentDir, "print");

const readText = (contentDir: string, name: string) => readFile(join(printDir(contentDir), name), "utf8");

function parseEditionFile(name: string, text: string): PrintEditionFile {
  const result = printEditionFileSchema.safeParse(JSON.parse(text));
  // A broken description is a broken build of the edition: say which file, never serve a guess.
  if (!result.success) throw new Error(`content/print/${name}: ${result.error.issues[0]?.message ?? "invalid"}`);
  return result.data;
}

/** Every issue of the print edition, newest first; none when the edition has not been made. */
export async function listPrintEditions(contentDir: string): Promise<PrintEditionFile[]> {
  const names = await readdir(printDir(contentDir)).catch((): string[] => []);
  const editions = await Promise.all(
    names
      .filter((name) => name.endsWith(".json") && issueDatePattern.test(name.slice(0, -".json".length)))
      .map(async (name) => parseEditionFile(name, await readText(contentDir, name))),
  );
  return editions.sort((a, b) => b.issueDate.localeCompare(a.issueDate));
}

/** One issue, or undefined when there is none of that date (or the date is not a date). */
export async function findPrintEdition(contentDir: string, issueDate: string): Promise<PrintEditionFile | undefined> {
  if (!issueDatePattern.test(issueDate)) return undefined;
  const name = `${issueDate}.json`;
  const text = await readText(contentDir, name).catch(() => undefined);
  return text === undefined ? undefined : parseEditionFile(name, text);
}

/**
 * Of the print folder only the covers are public; anything else there (the PDFs above all) needs a
 * signed URL. Deciding by the public exception, not by the PDF's name, keeps odd spellings of a
 * PDF's path (`print//…`, a trailing slash) behind the signature too.
 */
export const isSignedOnlyPrintPath = (path: string): boolean =>
  path.startsWith("print/") && !/^print\/\d{4}-\d{2}-\d{2}-cover\.webp$/.test(path);

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type PrintEditionFile, printEditionFileSchema } from "@awd/db/content/print-edition-file";

// The files are the edition (packages/db/src/content/print-edition-file.ts); the desk's import checks them too.
const issueDatePattern = /^\d{4}-\d{2}-\d{2}$/;

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

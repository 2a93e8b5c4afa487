import type { Database } from "../client.ts";
import { type ImportCounts, importEdition } from "./import-edition.ts";
import { type EditionProblem, readEdition } from "./read-edition.ts";

export interface ContentImportResult extends ImportCounts {
  /** The ids of the articles written, new or changed. */
  writtenIds: number[];
  problems: EditionProblem[];
}

export const describeProblem = (p: EditionProblem) => `${p.file}${p.field ? ` (field ${p.field})` : ""}: ${p.message}`;

/** Reads, validates and imports a content folder; broken issues are left out and reported. */
export async function importContentDir(
  db: Database,
  dir: string,
  onProgress?: Parameters<typeof importEdition>[2],
): Promise<ContentImportResult> {
  const edition = readEdition(dir);
  const counts = await importEdition(db, edition.articles, onProgress);
  return { ...counts, problems: edition.problems };
}

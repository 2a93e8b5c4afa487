import { resolve } from "node:path";
import { configOrExit } from "@awd/core/deployment";
import { openDatabase } from "../client.ts";
import { revalidateSite } from "../site-revalidation.ts";
import { contentImportConfigFromEnv } from "./import-config.ts";
import { describeProblem, importContentDir } from "./import-content-dir.ts";
import type { ImportCounts } from "./import-edition.ts";

// npm run content:import [-- DIR]: validates and imports a content folder into the database the
// environment names (stop `npm start` first when that is the embedded PGlite: one process at a time).
const dir = resolve(process.argv[2] ?? resolve(import.meta.dirname, "../../../../content"));
const config = configOrExit("content:import", () => contentImportConfigFromEnv());

function progressBar(done: number, total: number, counts: ImportCounts) {
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const bar = `${"#".repeat(filled)}${".".repeat(width - filled)}`;
  process.stderr.write(`\r[${bar}] ${done}/${total}  written ${counts.written}  unchanged ${counts.unchanged}`);
}

const database = await openDatabase(config.database);
try {
  // Not while an API process starting on the same PostgreSQL migrates and imports.
  const result = await database.withStartLock(async () => {
    await database.migrate();
    return importContentDir(database.db, dir, progressBar);
  });
  process.stderr.write("\n");
  for (const problem of result.problems) console.error(`✗ ${describeProblem(problem)}`);
  console.log(
    `${dir}: ${result.written} written, ${result.unchanged} unchanged, ${result.problems.length} problem(s) (${database.kind})`,
  );
  process.exitCode = result.problems.length > 0 ? 1 : 0;
  if (result.written > 0) console.log(await revalidateSite(config.site, result.writtenIds));
} finally {
  await database.close();
}

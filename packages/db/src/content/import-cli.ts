import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { userInfo } from "node:os";
import { resolve } from "node:path";
import { configOrExit } from "@awd/core/deployment";
import { openDatabase } from "../client.ts";
import { deskAudit } from "../schema/desk.ts";
import { revalidateSite } from "../site-revalidation.ts";
import { contentImportConfigFromEnv } from "./import-config.ts";
import { describeProblem, importContentDir } from "./import-content-dir.ts";
import type { ImportCounts } from "./import-edition.ts";
import { unpackIssueArchive } from "./issue-archive.ts";
import { checkIssueDir, importIssue } from "./issue-import.ts";

// npm run content:import [-- DIR | ISSUE.zip]: validates and imports a content folder, or one weekly
// issue's zip as the desk does (docs/product/publishers-desk.md#weekly-import: all or nothing, its
// media into CONTENT_DIR), into the database the environment names (stop `npm start` first when that
// is the embedded PGlite: one process at a time).
const source = resolve(process.argv[2] ?? resolve(import.meta.dirname, "../../../../content"));
const config = configOrExit("content:import", () => contentImportConfigFromEnv());

function progressBar(done: number, total: number, counts?: ImportCounts) {
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const bar = `${"#".repeat(filled)}${".".repeat(width - filled)}`;
  const written = counts ? `  written ${counts.written}  unchanged ${counts.unchanged}` : "";
  process.stderr.write(`\r[${bar}] ${done}/${total}${written}`);
}

function osUser(): string {
  try {
    return userInfo().username || "unknown";
  } catch {
    return "unknown";
  }
}

type Database = Awaited<ReturnType<typeof openDatabase>>["db"];

async function importFolder(db: Database) {
  const result = await importContentDir(db, source, progressBar);
  process.stderr.write("\n");
  for (const problem of result.problems) console.error(`✗ ${describeProblem(problem)}`);
  console.log(
    `${source}: ${result.written} written, ${result.unchanged} unchanged, ${result.problems.length} problem(s)`,
  );
  return { failed: result.problems.length > 0, writtenIds: result.writtenIds };
}

async function importZip(db: Database) {
  const archive = await unpackIssueArchive(readFileSync(source));
  if (!archive.ok) {
    for (const p of archive.problems) console.error(`✗ ${p.file || "the zip"}: ${p.detail}`);
    return { failed: true, writtenIds: [] };
  }
  try {
    const check = await checkIssueDir(db, archive.dir, archive.files);
    for (const p of check.problems) console.error(`✗ ${describeProblem({ ...p, message: p.detail })}`);
    if (check.problems.length > 0) {
      console.log(`${source}: nothing imported, ${check.problems.length} problem(s)`);
      return { failed: true, writtenIds: [] };
    }
    const counts = await importIssue(db, check, archive.dir, config.contentDir, {
      onArticle: progressBar,
      // Audited as the desk's import is, by the command line's operator (docs/product/publishers-desk.md#audit-log).
      inTransaction: async (tx, after) => {
        await tx.insert(deskAudit).values({
          at: new Date(),
          actorSubject: "cli",
          actorEmail: osUser(),
          action: "issue.import",
          target: check.issue ?? "",
          before: null,
          after,
        });
      },
    });
    process.stderr.write("\n");
    console.log(`${source}: issue ${check.issue}, ${counts.written} written, ${counts.unchanged} unchanged`);
    return { failed: false, writtenIds: counts.writtenIds };
  } finally {
    await rm(archive.dir, { recursive: true, force: true });
  }
}

const database = await openDatabase(config.database);
try {
  // Not while an API process starting on the same PostgreSQL migrates and imports.
  const result = await database.withStartLock(async () => {
    await database.migrate();
    return source.endsWith(".zip") ? importZip(database.db) : importFolder(database.db);
  });
  process.exitCode = result.failed ? 1 : 0;
  if (result.writtenIds.length > 0) console.log(await revalidateSite(config.site, result.writtenIds));
} finally {
  await database.close();
}

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsDir, unmigratedSchemaSql } from "./migration-drift.ts";

interface Journal {
  entries: { idx: number; tag: string }[];
}

const copies: string[] = [];

/**
 * The committed migrations without their last schema change and what follows it, as if that change
 * had never been generated. A custom migration (a trigger, a backfill) leaves the schema's snapshot
 * as it was, so it is not the change looked for.
 */
function migrationsWithoutTheLastSchemaChange(): { dir: string; lastSql: string } {
  const dir = mkdtempSync(join(tmpdir(), "awd-migrations-test-"));
  copies.push(dir);
  cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as Journal;
  const snapshotFile = (idx: number) => join(dir, `meta/${String(idx).padStart(4, "0")}_snapshot.json`);
  const schemaOf = (idx: number) => {
    const { id: _id, prevId: _prevId, ...schema } = JSON.parse(readFileSync(snapshotFile(idx), "utf8"));
    return JSON.stringify(schema);
  };
  const changeAt = journal.entries.findLastIndex(
    (entry, i) => i === 0 || schemaOf(entry.idx) !== schemaOf(journal.entries[i - 1]?.idx ?? 0),
  );
  const change = journal.entries[changeAt];
  if (!change) throw new Error("no migration");
  for (const entry of journal.entries.splice(changeAt)) {
    rmSync(join(dir, `${entry.tag}.sql`));
    rmSync(snapshotFile(entry.idx));
  }
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return { dir, lastSql: readFileSync(join(migrationsDir, `${change.tag}.sql`), "utf8") };
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe("unmigratedSchemaSql", () => {
  it("finds nothing when the committed migrations describe the schema", async () => {
    const sql = await unmigratedSchemaSql();
    expect(sql, "packages/db's schema changed without its migration: npm run generate -w @awd/db").toBe("");
  }, 60_000);

  it("gives the SQL of a schema change whose migration was never generated", async () => {
    const { dir, lastSql } = migrationsWithoutTheLastSchemaChange();
    const sql = await unmigratedSchemaSql(dir);
    expect(sql).not.toBe("");
    // The regenerated migration does what the removed one did (drizzle-kit words it the same way).
    const statements = (text: string) => text.split("--> statement-breakpoint").map((s) => s.trim());
    expect(statements(sql)).toEqual(statements(lastSql));
  }, 60_000);
});

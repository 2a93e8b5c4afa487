import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { openTestDatabase } from "../test-database.ts";

// For tests: a content folder with two series of the sample edition (ten articles), sharing the
// real media, in a temporary directory.
const realContent = resolve(import.meta.dirname, "../../../../content");

function smallEdition(): string {
  const dir = mkdtempSync(join(tmpdir(), "awd-content-"));
  for (const series of ["dora", "editorial"])
    cpSync(join(realContent, "articles", series), join(dir, "articles", series), { recursive: true });
  symlinkSync(join(realContent, "media"), join(dir, "media"));
  return dir;
}

export interface EditionFixture {
  database: DatabaseHandle;
  /** the small edition's content folder: tests may change its files */
  dir: string;
}

/** Gives every test of the calling file a fresh empty database and its own copy of the small edition. */
export function smallEditionPerTest(): EditionFixture {
  const fixture = {} as EditionFixture;
  beforeEach(async () => {
    fixture.database = await openTestDatabase();
    fixture.dir = smallEdition();
  });
  afterEach(async () => {
    await fixture.database.close();
    rmSync(fixture.dir, { recursive: true, force: true });
  });
  return fixture;
}

import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// For tests: a content folder with two series of the sample edition (ten articles), sharing the
// real media, in a temporary directory the caller removes.
const realContent = resolve(import.meta.dirname, "../../../../content");

export function smallEdition(): string {
  const dir = mkdtempSync(join(tmpdir(), "awd-content-"));
  for (const series of ["dora", "editorial"])
    cpSync(join(realContent, "articles", series), join(dir, "articles", series), { recursive: true });
  symlinkSync(join(realContent, "media"), join(dir, "media"));
  return dir;
}

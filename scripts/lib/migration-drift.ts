import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "./stack.ts";

const dbDir = join(repoRoot, "packages/db");
export const migrationsDir = join(dbDir, "drizzle");
const drizzleKit = join(repoRoot, "node_modules/drizzle-kit/bin.cjs");

/**
 * The SQL of the migration that `drizzle-kit generate` would add to a copy of these migrations for the
 * Drizzle schema of packages/db: empty when the migrations already describe the schema. The copy
 * leaves the repository untouched.
 */
export async function unmigratedSchemaSql(migrations = migrationsDir): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "awd-migrations-"));
  try {
    const out = join(dir, "drizzle");
    cpSync(migrations, out, { recursive: true });
    const before = new Set(readdirSync(out));
    // drizzle-kit reads --out relative to its working directory, even an absolute one.
    const args = [
      "generate",
      "--dialect",
      "postgresql",
      "--schema",
      "./src/schema/*.ts",
      "--out",
      relative(dbDir, out),
    ];
    // A schema change it cannot tell from a rename makes it ask on the terminal: that ends in the timeout.
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [drizzleKit, ...args, "--name", "drift"], {
      cwd: dbDir,
      timeout: 60_000,
    });
    const added = readdirSync(out).filter((name) => !before.has(name) && name.endsWith(".sql"));
    if (added.length === 0 && !stdout.includes("No schema changes"))
      // drizzle-kit exits 0 on its own errors: neither a migration nor "no changes" is one.
      throw new Error(`drizzle-kit generate failed:\n${stdout}${stderr}`);
    return added.map((name) => readFileSync(join(out, name), "utf8")).join("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

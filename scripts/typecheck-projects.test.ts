import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./lib/stack.ts";

// `tsc -b` checks the projects the root tsconfig.json references, and those alone: a project left out
// (a new package, say) would never be typechecked.
const skipped = new Set(["node_modules", ".git", ".next", ".data"]);

function projectDirs(dir: string): string[] {
  const here = dir !== repoRoot && existsSync(join(dir, "tsconfig.json")) ? [relative(repoRoot, dir)] : [];
  const below = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skipped.has(entry.name))
    .flatMap((entry) => projectDirs(join(dir, entry.name)));
  return [...here, ...below];
}

describe("the root tsconfig.json", () => {
  it("references every project of the repository", () => {
    const root = JSON.parse(readFileSync(join(repoRoot, "tsconfig.json"), "utf8")) as {
      references: { path: string }[];
    };
    const referenced = root.references.map((reference) => reference.path).sort();
    expect(referenced).toEqual(projectDirs(repoRoot).sort());
  });
});

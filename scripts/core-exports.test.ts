import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { textFilesUnder } from "./lib/doc-references.ts";
import { repoRoot } from "./lib/stack.ts";

// Callers import core's modules by name (`@awd/core/rights`), never by folder: packages/core/package.json
// maps each name to the file in its folder (CONTRIBUTING.md#core), and the contract by a pattern. A module
// added without its entry, an entry left behind by a move, or a name two entries share fails here.

const coreDir = join(repoRoot, "packages/core");
const exportsMap = (
  JSON.parse(readFileSync(join(coreDir, "package.json"), "utf8")) as { exports: Record<string, string> }
).exports;

/** Every module of core, as a path from packages/core: `./src/access/rights.ts`; tests and type declarations are not modules. */
const modules = readdirSync(join(coreDir, "src"), { recursive: true, encoding: "utf8" })
  .map((name) => `./src/${name.replaceAll("\\", "/")}`)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
  .sort();

/** The file an import subpath (`./rights`) resolves to through one entry, as Node's exports do, or undefined. */
const resolveEntry = (key: string, target: string, subpath: string): string | undefined => {
  const star = key.indexOf("*");
  if (star === -1) return key === subpath ? target : undefined;
  const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
  if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length) return undefined;
  return target.replace("*", subpath.slice(prefix.length, subpath.length - suffix.length));
};

/** The file a subpath resolves to: an exact entry wins over a pattern, as in Node. */
const resolveSubpath = (subpath: string): string | undefined =>
  exportsMap[subpath] ??
  Object.entries(exportsMap)
    .filter(([key]) => key.includes("*"))
    .map(([key, target]) => resolveEntry(key, target, subpath))
    .find((file) => file !== undefined);

/** The entries through which a module is reached: an exact entry naming it, or a pattern whose subpath comes back to it. */
const entriesReaching = (file: string): string[] =>
  Object.entries(exportsMap).flatMap(([key, target]) => {
    if (!key.includes("*")) return target === file ? [key] : [];
    const [before, after] = target.split("*") as [string, string];
    if (!file.startsWith(before) || !file.endsWith(after)) return [];
    const subpath = key.replace("*", file.slice(before.length, file.length - after.length));
    return resolveSubpath(subpath) === file ? [subpath] : [];
  });

describe("resolveEntry", () => {
  it.each([
    ["./rights", "./src/access/rights.ts", "./rights", "./src/access/rights.ts"],
    ["./rights", "./src/access/rights.ts", "./right", undefined],
    ["./contract/*", "./src/contract/*.ts", "./contract/articles", "./src/contract/articles.ts"],
    ["./contract/*", "./src/contract/*.ts", "./rights", undefined],
  ])("%s → %s: %s resolves to %s", (key, target, subpath, file) => {
    expect(resolveEntry(key, target, subpath)).toBe(file);
  });
});

describe("packages/core/package.json exports", () => {
  it("finds core's modules in their folders and the contract", () => {
    expect(modules).toContain("./src/access/rights.ts");
    expect(modules).toContain("./src/contract/articles.ts");
    expect(modules.some((file) => file.endsWith(".test.ts"))).toBe(false);
  });

  it("reaches every module through exactly one entry", () => {
    const wrong = modules
      .map((file) => ({ file, entries: entriesReaching(file) }))
      .filter(({ entries }) => entries.length !== 1);
    expect(wrong).toEqual([]);
  });

  it("points every entry at a module that exists", () => {
    const missing = Object.entries(exportsMap)
      .filter(([key, target]) => !key.includes("*") && !existsSync(join(coreDir, target)))
      .map(([key, target]) => `${key} → ${target}`);
    expect(missing).toEqual([]);
  });

  it("resolves every @awd/core import of the repository", () => {
    const callers = ["apps", "packages", "scripts", "e2e", "bench"]
      .flatMap((dir) => textFilesUnder(repoRoot, dir))
      .filter((file) => /\.[cm]?[jt]sx?$/.test(file));
    const specifiers = new Set(
      callers.flatMap((file) =>
        [...readFileSync(join(repoRoot, file), "utf8").matchAll(/(?:from|import\()\s*"@awd\/core(\/[\w./-]+)"/g)].map(
          ([, subpath]) => `.${subpath}`,
        ),
      ),
    );
    expect(specifiers.size).toBeGreaterThan(50);
    const unresolved = [...specifiers].filter((subpath) => {
      const file = resolveSubpath(subpath);
      return file === undefined || !existsSync(join(coreDir, file));
    });
    expect(unresolved).toEqual([]);
  });
});

describe("core's folders", () => {
  const folders = readdirSync(join(coreDir, "src"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const contributing = readFileSync(join(repoRoot, "CONTRIBUTING.md"), "utf8");

  it("keeps only the numbers and the result shape at the top; every other module is in a folder", () => {
    expect(modules.filter((file) => file.split("/").length === 3)).toEqual(["./src/constants.ts", "./src/result.ts"]);
  });

  it.each(folders)("CONTRIBUTING.md says what %s/ holds", (folder) => {
    expect(contributing.includes(`\`${folder}/\``), `no \`${folder}/\` in CONTRIBUTING.md`).toBe(true);
  });
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./lib/stack.ts";

// The API's modules depend one way: the request context (context.ts) and the error type (errors.ts) at the
// bottom, the middleware and routes above them. A circle of imports, even of types only, makes every module
// of it part of every other; this walks the relative imports of apps/api/src (types, re-exports and
// dynamic imports included) and names each circle it finds.

/** The .ts files under dir, tests included (a test that imports its module and back is a circle too). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !name.split(/[\\/]/).includes("node_modules"))
    .map((name) => join(dir, name));
}

/** Each file's imports of other files under root, by relative path. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => resolve(dirname(file), name))
      .filter((target) => target.startsWith(root) && existsSync(target));
    graph.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))]);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of more than one file, or a file importing itself. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}

describe("import cycles", () => {
  it("finds a circle of type imports through three files, and none in a one-way chain", () => {
    const dir = mkdtempSync(join(tmpdir(), "awd-cycles-"));
    try {
      const files: Record<string, string> = {
        "context.ts": 'import type { Token } from "./auth.ts";\nexport interface Env { token: Token }\n',
        "auth.ts": 'import { ApiError } from "./errors.ts";\nexport interface Token { subject: string }\n',
        "errors.ts": 'import type { Env } from "./context.ts";\nexport class ApiError extends Error {}\n',
        "routes/read.ts": 'export { ApiError } from "../errors.ts";\nimport type { Env } from "../context.ts";\n',
      };
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), text);
      }
      expect(importCycles(importGraph(dir))).toEqual([["auth.ts", "context.ts", "errors.ts"]]);
      writeFileSync(join(dir, "errors.ts"), "export class ApiError extends Error {}\n");
      expect(importCycles(importGraph(dir))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("apps/api/src imports one way: no module imports itself through others", () => {
    const graph = importGraph(join(repoRoot, "apps/api/src"));
    expect(graph.size).toBeGreaterThan(50);
    expect(importCycles(graph)).toEqual([]);
  });
});

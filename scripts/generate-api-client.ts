import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type RouteDescriptor, routeTablesOf } from "../packages/core/src/contract/route.ts";

// Writes the web's API client (apps/web/src/api/<area>.generated.ts) from the route descriptors of
// @awd/core/contract: one constant per route with its method and path, typed by the descriptor as a
// type only. `npm run generate:api-client` after changing a descriptor; a unit test fails while the
// files are out of date.

const repoRoot = join(import.meta.dirname, "..");
const contractDir = join(repoRoot, "packages/core/src/contract");
export const clientDir = join(repoRoot, "apps/web/src/api");

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The contract's modules that describe routes, by name ("reading"), with their route tables. */
export async function contractRouteTables(): Promise<
  { module: string; tables: [string, Record<string, RouteDescriptor>][] }[]
> {
  const files = readdirSync(contractDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
  const modules = await Promise.all(
    files.sort().map(async (file) => ({
      module: file.replace(/\.ts$/, ""),
      // By name: a module's namespace lists its exports in declaration order under vitest, by name under node.
      tables: routeTablesOf(
        (await import(pathToFileURL(join(contractDir, file)).href)) as Record<string, unknown>,
      ).sort(([a], [b]) => a.localeCompare(b)),
    })),
  );
  return modules.filter(({ tables }) => tables.length > 0);
}

/** Each contract module's route tables, as the generated files the web imports: file name → text. */
export async function generatedClient(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const { module, tables } of await contractRouteTables()) {
    const lines = tables.flatMap(([table, routes]) =>
      Object.entries(routes).map(([key, route]) => {
        const name = `${table.replace(/Routes$/, "")}${capitalised(key)}Route`;
        const value = `{ method: "${route.method.toUpperCase()}", path: "${route.path}" }`;
        return `export const ${name}: ApiRoute<typeof ${table}.${key}> = ${value};`;
      }),
    );
    files.set(
      `${module}.generated.ts`,
      [
        `// Written by scripts/generate-api-client.ts from @awd/core/contract/${module}: do not edit.`,
        `import type { ${tables.map(([table]) => table).join(", ")} } from "@awd/core/contract/${module}";`,
        `import type { ApiRoute } from "../lib/api-route";`,
        "",
        ...lines,
        "",
      ].join("\n"),
    );
  }
  return files;
}

/** The generated files on disk, by name. */
export const writtenClient = (): Map<string, string> =>
  new Map(
    readdirSync(clientDir)
      .filter((name) => name.endsWith(".generated.ts"))
      .map((name) => [name, readFileSync(join(clientDir, name), "utf8")]),
  );

if (import.meta.main) {
  const files = await generatedClient();
  for (const name of writtenClient().keys()) if (!files.has(name)) rmSync(join(clientDir, name));
  for (const [name, text] of files) writeFileSync(join(clientDir, name), text);
  console.log(`Wrote ${files.size} files of the API client to apps/web/src/api/`);
}

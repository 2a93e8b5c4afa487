import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteDescriptor } from "../packages/core/src/contract/route.ts";

// Writes the web's API client (apps/web/src/api/<area>.generated.ts) from the route descriptors of
// @awd/core/contract: one constant per route with its method and path, typed by the descriptor as a
// type only. `npm run generate:api-client` after changing a descriptor; a unit test fails while the
// files are out of date.

const repoRoot = join(import.meta.dirname, "..");
const contractDir = join(repoRoot, "packages/core/src/contract");
export const clientDir = join(repoRoot, "apps/web/src/api");

const isDescriptor = (value: unknown): value is RouteDescriptor =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "answer" in value;

const isRouteTable = (value: unknown): value is Record<string, RouteDescriptor> =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isDescriptor);

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Each contract module's route tables, as the generated files the web imports: file name → text. */
export async function generatedClient(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const modules = readdirSync(contractDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
  for (const file of modules.sort()) {
    const module = file.replace(/\.ts$/, "");
    const exports = (await import(pathToFileURL(join(contractDir, file)).href)) as Record<string, unknown>;
    // By name: a module's namespace lists its exports in another order under vitest than under node.
    // The web never calls an internal route (the front answers them 404): our own processes do.
    const tables = Object.entries(exports)
      .filter(
        (entry): entry is [string, Record<string, RouteDescriptor>] =>
          entry[0].endsWith("Routes") && isRouteTable(entry[1]),
      )
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([table, routes]) => [table, Object.entries(routes).filter(([, route]) => route.guard !== "internal")] as const,
      )
      .filter(([, routes]) => routes.length > 0);
    if (tables.length === 0) continue;
    const lines = tables.flatMap(([table, routes]) =>
      routes.map(([key, route]) => {
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

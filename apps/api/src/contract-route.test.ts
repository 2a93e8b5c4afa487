import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type RouteDescriptor, routeTablesOf } from "@awd/core/contract/route";
import { deskPermissions } from "@awd/core/desk-permissions";
import { describe, expect, it } from "vitest";
import { createApp, routeGroups } from "./app.ts";
import type { AppDeps } from "./context.ts";

// The API serves the contract's routes and no others (contract-route.ts builds each from its
// descriptor): a route written beside the contract would be one the web's client cannot call typed.
// And each router serves only under its group's prefix, with the group's guard.

async function describedRoutes(): Promise<RouteDescriptor[]> {
  const contractDir = dirname(fileURLToPath(import.meta.resolve("@awd/core/contract/route")));
  const modules = readdirSync(contractDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
  const described: RouteDescriptor[] = [];
  for (const file of modules) {
    const exports = (await import(pathToFileURL(join(contractDir, file)).href)) as Record<string, unknown>;
    for (const [, table] of routeTablesOf(exports)) described.push(...Object.values(table));
  }
  return described;
}

/** A router's routes as "GET /reading/articles/:id/opened", its middleware left out. */
const routesOf = (router: { routes: { method: string; path: string }[] }) => [
  ...new Set(
    router.routes
      .filter(({ method, path }) => method !== "ALL" && path !== "/openapi.json")
      .map(({ method, path }) => `${method} ${shapeOf(path)}`),
  ),
];

/**
 * A path with each parameter unnamed, as the contract's ({id}) and Hono's (:id) spell it; a file's
 * path with its slashes is a wildcard to Hono (/static/*).
 */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}|:[^/]+|\*$/g, ":");

describe("the API's routes", () => {
  it("are exactly the routes the contract describes", async () => {
    // Building the app registers its routes; no request is made, so nothing of deps but the config is read.
    const app = createApp({ config: { allowedOrigins: [] } } as unknown as AppDeps);
    const described = (await describedRoutes()).map((route) => `${route.method.toUpperCase()} ${shapeOf(route.path)}`);
    expect(routesOf(app).sort()).toEqual(described.sort());
  });

  const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

  it.each(routeGroups.filter(({ prefixes }) => !prefixes.includes("")))(
    "of the group $prefixes lie under its prefixes, and no other group's",
    ({ prefixes, routers }) => {
      const paths = routers.flatMap((router) => routesOf(router())).map((route) => route.split(" ")[1] ?? "");
      expect(paths.filter((path) => !prefixes.some((prefix) => isUnder(path, prefix)))).toEqual([]);
      const others = routeGroups.flatMap((group) => (group.routers === routers ? [] : group.prefixes));
      expect(prefixes.filter((prefix) => others.some((other) => other !== "" && isUnder(prefix, other)))).toEqual([]);
    },
  );

  it("leave the group without a prefix, the article's, last", () => {
    expect(routeGroups.findIndex(({ prefixes }) => prefixes.includes(""))).toBe(routeGroups.length - 1);
  });

  it.each([
    { prefix: "/desk/", guards: deskPermissions as readonly string[] },
    { prefix: "/internal/", guards: ["internal"] },
    { prefix: "/notebook/", guards: ["reader"] },
    { prefix: "/reading/", guards: ["reader"] },
    { prefix: "/reader/", guards: ["reader"] },
    { prefix: "/review/", guards: ["reader"] },
  ])("under $prefix have the guard $guards", async ({ prefix, guards }) => {
    const unguarded = (await describedRoutes()).filter(
      (route) => route.path.startsWith(prefix) && !guards.includes(route.guard),
    );
    expect(unguarded.map((route) => `${route.method} ${route.path}: ${route.guard}`)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";

// docs/product/publishers-desk.md#who-may-use-the-desk: every route under /desk/ in /openapi.json, read
// from the document so that a new desk route is in this table as soon as it is in the contract.

interface Document {
  paths: Record<string, Record<string, unknown>>;
}

let server: TestServer;
let deskRoutes: [method: string, path: string][];
beforeAll(async () => {
  server = await startTestServer({ content: false });
  const document = (await server.get("/openapi.json")).body as Document;
  deskRoutes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/desk/"))
    .flatMap(([path, methods]) => Object.keys(methods).map((method): [string, string] => [method.toUpperCase(), path]));
});
afterAll(() => server.close());

const reader = { sub: "awd|demo-digital", permissions: undefined };
const viewer = { sub: "awd|demo-desk-viewer", permissions: ["desk:read"] };
const operator = { sub: "awd|demo-desk", permissions: ["desk:read", "desk:write", "content:import"] };
const isWrite = (method: string) => method !== "GET";

/** A path parameter filled with a harmless value, so the request reaches the route. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "example");

async function call(method: string, path: string, who?: { sub: string; permissions?: string[] }) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (who) {
    const claims = who.permissions ? { permissions: who.permissions } : {};
    headers.authorization = `Bearer ${await server.accessToken(who.sub, claims)}`;
  }
  const response = await fetch(`${server.url}${concrete(path)}`, {
    method,
    headers,
    body: isWrite(method) ? "{}" : undefined,
  });
  return { status: response.status, cacheControl: response.headers.get("cache-control") };
}

describe("every desk route refuses whoever lacks its permission", () => {
  it("has desk routes to check", () => {
    expect(deskRoutes).toContainEqual(["GET", "/desk/readers"]);
    expect(deskRoutes).toContainEqual(["GET", "/desk/me"]);
  });

  it("answers 401 to an anonymous visitor, privately", async () => {
    for (const [method, path] of deskRoutes)
      expect(await call(method, path), `${method} ${path}`).toEqual({ status: 401, cacheControl: "private, no-store" });
  });

  it("answers 403 to a reader's token", async () => {
    for (const [method, path] of deskRoutes)
      expect(await call(method, path, reader), `${method} ${path}`).toEqual({
        status: 403,
        cacheControl: "private, no-store",
      });
  });

  it("answers 403 to a change asked with a token that may only read the desk", async () => {
    for (const [method, path] of deskRoutes.filter(([method]) => isWrite(method)))
      expect((await call(method, path, viewer)).status, `${method} ${path}`).toBe(403);
  });

  it("lets an operator holding every permission past the guard", async () => {
    for (const [method, path] of deskRoutes)
      expect([401, 403], `${method} ${path}`).not.toContain((await call(method, path, operator)).status);
  });

  it.each([
    { who: reader, method: "GET", path: "/desk/readers?email=free", message: "This account may not use the desk" },
    {
      who: viewer,
      method: "POST",
      path: "/desk/notices/order",
      message: "This account may not use the desk: it lacks desk:write",
    },
  ])("tells $who.sub what it lacks for $method $path", async ({ who, method, path, message }) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await server.accessToken(who.sub, who.permissions ? { permissions: who.permissions } : {})}`,
        "content-type": "application/json",
      },
      body: method === "GET" ? undefined : "{}",
    });
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
});

// The desk's guard is on its group (app.ts): a path under /desk/ that names no route is refused as a
// route is, so whoever is not an operator cannot tell which desk paths exist.
describe("a desk path that names no route", () => {
  it.each([
    { who: undefined, status: 401 },
    { who: reader, status: 403 },
    { who: viewer, status: 404 },
    { who: operator, status: 404 },
  ])("answers $status to $who.sub, privately", async ({ who, status }) => {
    for (const method of ["GET", "POST", "DELETE"])
      expect(await call(method, "/desk/no-such-screen", who), method).toEqual({
        status,
        cacheControl: "private, no-store",
      });
  });
});

import type { z } from "zod";
import type { DeskPermission } from "../desk/desk-permissions.ts";

// A route of the API, described once: the API builds its route from the descriptor (request checks,
// /openapi.json, the guard), and the web calls it through the generated client
// (scripts/generate-api-client.ts), which takes the path from here and the types from the schemas —
// as types only, so zod never reaches a browser bundle. A renamed path or field fails `tsc -b`.

export type RouteMethod = "get" | "post" | "delete";

/**
 * Who may call the route: anyone; a signed-in reader about their own data (private answers, 401
 * otherwise); a desk operator holding the permission; or our own processes' internal calls (behind
 * the shared secret, left out of /openapi.json).
 */
export type RouteGuard = "public" | "reader" | DeskPermission | "internal";

/** How the answer is sent: { data } as JSON (the default), or a file of that media type. */
export type RouteAnswerKind = "json" | `${string}/${string}`;

export interface RouteDescriptor {
  readonly method: RouteMethod;
  /** The path, with {name} for each path parameter. */
  readonly path: `/${string}`;
  readonly guard: RouteGuard;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** The JSON body; a route with one refuses a request without it. */
  readonly body?: z.ZodType;
  /** The body is a file of this media type, not JSON: `body` describes it (e.g. a binary string). */
  readonly accepts?: `${string}/${string}`;
  /** The answer's data: the body is { data } (envelope), unless `produces` names a file. */
  readonly answer: z.ZodType;
  /** What the answer is, for /openapi.json. */
  readonly summary: string;
  /** What the route does, for /openapi.json, when the answer's summary does not say it all. */
  readonly description?: string;
  /**
   * The success status; 200 unless said (202: accepted, the work goes on after the answer; 302: a
   * redirect, which sends no body: its answer is z.undefined()).
   */
  readonly status?: 200 | 201 | 202 | 302;
  readonly produces?: RouteAnswerKind;
}

/** Describes an area's routes; the object's keys name them in the API and in the web's client. */
export const defineRoutes = <const T extends Record<string, RouteDescriptor>>(routes: T): T => routes;

const isDescriptor = (value: unknown): value is RouteDescriptor =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "answer" in value;

/** The route tables among a contract module's exports: the objects named …Routes whose values are routes. */
export const routeTablesOf = (exports: Record<string, unknown>): [string, Record<string, RouteDescriptor>][] =>
  Object.entries(exports).filter(
    (entry): entry is [string, Record<string, RouteDescriptor>] =>
      entry[0].endsWith("Routes") &&
      typeof entry[1] === "object" &&
      entry[1] !== null &&
      Object.values(entry[1]).length > 0 &&
      Object.values(entry[1]).every(isDescriptor),
  );

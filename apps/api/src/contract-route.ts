import { envelope } from "@awd/core/contract/envelope";
import type { RouteDescriptor } from "@awd/core/contract/route";
import { createRoute, type z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";
import { deskErrors } from "./desk/errors.ts";
import { requirePermission } from "./desk/permissions.ts";
import { requireInternalSecret } from "./internal-secret.ts";
import { readerOnly, readerOnlyErrors } from "./reader-only.ts";
import { jsonBody, jsonContent } from "./schemas.ts";

// Every route of the API is built here from its descriptor in @awd/core/contract (route.ts): the
// method, path, request checks and answer come from the contract, and the guard's middleware and
// refusals are chosen by the guard, so a route cannot say one thing to the web and do another.

/**
 * What a route adds to its descriptor: the middleware after the guard, its own refusals, and any
 * other answer beside the descriptor's (a second success status, e.g. 200 for a save already kept).
 */
export interface RouteExtras {
  readonly middleware?: readonly MiddlewareHandler<AppEnv>[];
  /** Its refusals, and any other answer without the contract's body (a shared read's 304). */
  readonly errors?: Record<number, ReturnType<typeof jsonContent> | { readonly description: string }>;
  readonly answers?: Record<number, ReturnType<typeof jsonContent>>;
  readonly headers?: z.ZodObject;
  /** What /openapi.json says of the route as a whole (a shared read's caching), beside its answer's summary. */
  readonly description?: string;
}

type ParamsPart<D> = D extends { params: infer P extends z.ZodObject } ? { params: P } : object;
type QueryPart<D> = D extends { query: infer Q extends z.ZodObject } ? { query: Q } : object;
type BodyPart<D> = D extends { body: infer B extends z.ZodType }
  ? D extends { accepts: infer M extends `${string}/${string}` }
    ? { body: { required: true; content: { [K in M]: { schema: B } } } }
    : ReturnType<typeof jsonBody<B>>
  : object;
type HeadersPart<E> = E extends { headers: infer H extends z.ZodObject } ? { headers: H } : object;
type SuccessStatus<D> = D extends { status: infer S extends 201 | 202 | 302 } ? S : 200;
type AnswerContent<D extends RouteDescriptor> = D extends { status: 302 }
  ? { description: string }
  : D extends { produces: infer M extends `${string}/${string}` }
    ? { content: { [K in M]: { schema: D["answer"] } }; description: string }
    : { content: { "application/json": { schema: ReturnType<typeof envelope<D["answer"]>> } }; description: string };
type GuardErrors<D extends RouteDescriptor> = D["guard"] extends "public" | "internal"
  ? object
  : D["guard"] extends "reader"
    ? typeof readerOnlyErrors
    : typeof deskErrors;
type ErrorsPart<E> = E extends { errors: infer R } ? R : object;
type AnswersPart<E> = E extends { answers: infer R } ? R : object;

/** The route config createRoute is given, typed as precisely as if it were written out. */
export type RouteConfigOf<D extends RouteDescriptor, E extends RouteExtras> = {
  method: D["method"];
  path: D["path"];
  description?: string;
  hide?: boolean;
  middleware: MiddlewareHandler<AppEnv>[];
  request: ParamsPart<D> & QueryPart<D> & BodyPart<D> & HeadersPart<E>;
  responses: { [S in SuccessStatus<D>]: AnswerContent<D> } & AnswersPart<E> & GuardErrors<D> & ErrorsPart<E>;
};

const guardMiddleware = (guard: RouteDescriptor["guard"]): MiddlewareHandler<AppEnv>[] => {
  if (guard === "public") return [];
  if (guard === "internal") return [requireInternalSecret];
  if (guard === "reader") return [...readerOnly];
  return [requirePermission(guard)];
};

const guardErrors = (guard: RouteDescriptor["guard"]) => {
  if (guard === "public" || guard === "internal") return {};
  return guard === "reader" ? readerOnlyErrors : deskErrors;
};

/** The API's route for a descriptor of the contract, with the guard its descriptor names. */
export function routeOf<const D extends RouteDescriptor, const E extends RouteExtras = object>(
  descriptor: D,
  extras?: E,
) {
  const answer =
    descriptor.status === 302
      ? { description: descriptor.summary }
      : descriptor.produces === undefined || descriptor.produces === "json"
        ? jsonContent(envelope(descriptor.answer), descriptor.summary)
        : { content: { [descriptor.produces]: { schema: descriptor.answer } }, description: descriptor.summary };
  const body = descriptor.body && {
    body: descriptor.accepts
      ? { required: true, content: { [descriptor.accepts]: { schema: descriptor.body } } }
      : jsonBody(descriptor.body).body,
  };
  const config = {
    method: descriptor.method,
    path: descriptor.path,
    ...(extras?.description === undefined ? {} : { description: extras.description }),
    ...(descriptor.description ? { description: descriptor.description } : {}),
    // Only our own processes call the internal routes (the web server, the identity provider, the
    // desk's command line): they are no part of the public contract.
    ...(descriptor.guard === "internal" ? { hide: true } : {}),
    middleware: [...guardMiddleware(descriptor.guard), ...(extras?.middleware ?? [])],
    request: {
      ...(descriptor.params ? { params: descriptor.params } : {}),
      ...(descriptor.query ? { query: descriptor.query } : {}),
      ...body,
      ...(extras?.headers ? { headers: extras.headers } : {}),
    },
    responses: {
      [descriptor.status ?? 200]: answer,
      ...extras?.answers,
      ...guardErrors(descriptor.guard),
      ...extras?.errors,
    },
  };
  return createRoute(config as unknown as RouteConfigOf<D, E>);
}

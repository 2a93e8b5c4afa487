import type { RouteDescriptor } from "@awd/core/contract/route";
import type { z } from "zod";
import type { ApiMethod } from "./api-client";

// A route of the API as the web calls it: its method and path from the generated client
// (src/api/*.generated.ts, written by scripts/generate-api-client.ts from @awd/core/contract), and
// its arguments and answer typed by the contract's descriptor, a type only: no zod in a bundle.

export interface ApiRoute<D extends RouteDescriptor = RouteDescriptor> {
  readonly method: ApiMethod;
  readonly path: string;
  /** Never set: carries the descriptor's type to the call. */
  readonly contract?: D;
}

type QueryValue = string | number | undefined;

export type DescriptorOf<R> = R extends ApiRoute<infer D> ? D : never;

/** What a call of the route must say: its path's parameters, its query, its body. */
export type RouteArgs<D> = (D extends { params: infer P extends z.ZodObject }
  ? { params: { [K in keyof z.input<P>]: string | number } }
  : { params?: undefined }) &
  (D extends { query: infer Q extends z.ZodObject }
    ? { query?: { [K in keyof z.input<Q>]?: QueryValue } }
    : { query?: undefined }) &
  (D extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined });

/** The answer's data, as the contract says the API sends it. */
export type AnswerOf<R> = R extends ApiRoute<infer D> ? z.output<D["answer"]> : never;

type NeedsArgs<D> = D extends { params: z.ZodObject } ? true : D extends { body: z.ZodType } ? true : false;

/** A call's arguments: required when the route has path parameters or a body, optional otherwise. */
export type CallArgs<R extends ApiRoute, Extra> =
  NeedsArgs<DescriptorOf<R>> extends true
    ? [call: RouteArgs<DescriptorOf<R>> & Extra]
    : [call?: RouteArgs<DescriptorOf<R>> & Extra];

export interface PathArgs {
  params?: Record<string, string | number | undefined>;
  query?: Record<string, QueryValue>;
}

/** The route's path with its parameters filled in (encoded) and its query, the unset values left out. */
export function pathOf(route: ApiRoute, { params, query }: PathArgs = {}): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  // Commas stay as they are: a list of ids reads as one ("ids=2502,2503").
  const encode = (text: string) => encodeURIComponent(text).replaceAll("%2C", ",");
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encode(key)}=${encode(String(value))}`],
  );
  return pairs.length === 0 ? path : `${path}?${pairs.join("&")}`;
}

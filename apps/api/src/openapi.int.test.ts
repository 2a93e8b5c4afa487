import { afterPaintSchema } from "@awd/core/contract/after-paint";
import {
  articleKeysSchema,
  articlePageSchema,
  articleSchema,
  publicationMonthsSchema,
  relatedArticlesSchema,
  seriesListSchema,
} from "@awd/core/contract/articles";
import { rightSchema } from "@awd/core/contract/auth";
import { envelope } from "@awd/core/contract/envelope";
import { storedEventsSchema } from "@awd/core/contract/events";
import { noticesSchema } from "@awd/core/contract/notices";
import { printEditionListSchema, printEditionSchema } from "@awd/core/contract/print-editions";
import { remoteConfigSchema } from "@awd/core/contract/remote-config";
import { searchPageSchema } from "@awd/core/contract/search";
import { createRoute, OpenAPIHono, type z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonContent } from "./schemas.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

// /openapi.json is derived from @awd/core/contract: each route's answer, with every schema it refers
// to, is exactly what the contract's schema alone generates. A route that described its answer with
// a schema of its own would differ here as soon as the two drift apart.

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: object }> }> }>>;
  components: { schemas: Record<string, object> };
}

let server: TestServer;
let served: Document;
beforeAll(async () => {
  server = await startTestServer({ content: false });
  served = (await server.get("/openapi.json")).body as Document;
});
afterAll(() => server.close());

/** The schema with every $ref replaced by the component it names, so two documents compare. */
const resolved = (schema: unknown, components: Record<string, object>): unknown => {
  if (Array.isArray(schema)) return schema.map((item) => resolved(item, components));
  if (typeof schema !== "object" || schema === null) return schema;
  if ("$ref" in schema && typeof schema.$ref === "string")
    return resolved(components[schema.$ref.replace("#/components/schemas/", "")], components);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolved(value, components)]));
};

const answerIn = (document: Document, method: string, path: string, status: number) =>
  resolved(
    document.paths[path]?.[method]?.responses[status]?.content["application/json"]?.schema,
    document.components.schemas,
  );

/** What the contract's schema generates as the answer of a route of its own. */
const generatedFrom = (schema: z.ZodType, method: "get" | "post", path: string, status: 200) => {
  const route = createRoute({ method, path, responses: { [status]: jsonContent(envelope(schema), "answer") } });
  const app = new OpenAPIHono().openapi(route, (c) => c.json({ data: null }, status));
  const document = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "contract", version: "1" } });
  return answerIn(document as unknown as Document, method, path, status);
};

describe("/openapi.json", () => {
  it.each<[string, "get" | "post", string, z.ZodType]>([
    ["/series", "get", "/series", seriesListSchema],
    ["/articles", "get", "/articles", articlePageSchema],
    ["/audios", "get", "/audios", articlePageSchema],
    ["the publication months", "get", "/articles/months", publicationMonthsSchema],
    ["the article keys", "get", "/articles/keys", articleKeysSchema],
    ["after paint", "get", "/reader/after-paint", afterPaintSchema],
    ["an article", "get", "/{seriesPath}/{id}", articleSchema],
    ["related articles", "get", "/article/{id}/relations", relatedArticlesSchema],
    ["/noticeInformation", "get", "/noticeInformation", noticesSchema],
    ["/search", "get", "/search", searchPageSchema],
    ["/print-editions", "get", "/print-editions", printEditionListSchema],
    ["a print edition", "get", "/print-editions/{issueDate}", printEditionSchema],
    ["/auth/right", "get", "/auth/right", rightSchema],
    ["/remote-config", "post", "/remote-config", remoteConfigSchema],
    ["/events", "post", "/events", storedEventsSchema],
  ])("describes the answer of %s with the contract's schema", (_, method, path, schema) => {
    const answer = answerIn(served, method, path, 200);
    expect(answer).toBeDefined();
    expect(answer).toEqual(generatedFrom(schema, method, path, 200));
  });
});

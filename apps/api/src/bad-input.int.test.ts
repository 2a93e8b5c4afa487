import { errorBodySchema } from "@awd/core/contract/envelope";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticSigner } from "./static-signing.ts";
import { startTestServer, type TestServer, testStaticUrlLifetimeMs, testStaticUrlSecret } from "./test-server.ts";

// Drives every public route that /openapi.json lists with generated input: values shaped like the
// schema, values that break it, and bytes no client should send. Whatever arrives, the API answers
// below 500, and every refusal carries the contract's error body.

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  example?: unknown;
}

interface Operation {
  parameters?: { in: "query" | "path" | "header"; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const runsPerRoute = 150;

let server: TestServer;
let spec: OpenApi;
beforeAll(async () => {
  server = await startTestServer();
  spec = (await server.get("/openapi.json")).body as OpenApi;
});
afterAll(() => server.close());

// Percent-escapes written into the URL as they are: broken escapes, NUL, overlong and surrogate UTF-8.
const rawEscapes = fc.constantFrom("%", "%zz", "%00", "a%00b", "%C0%AF", "%ED%A0%80", "%FF", "..%2F..%2Fetc%2Fpasswd");

const numbersAsText = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom(
    "2147483647",
    "2147483648",
    "-2147483649",
    "9007199254740993",
    "1e308",
    "NaN",
    "-0",
    "0x10",
    "1,2,,3",
  ),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

/** Any text, lone surrogates and control characters included. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "<script>", "]]>", "'; drop table articles; --", "\ud800", "ａｂｃ"),
);

// A lone surrogate cannot be percent-encoded as UTF-8; send its replacement as a browser would.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const encode = (text: string) => encodeURIComponent(text.replace(loneSurrogate, "\ufffd"));

const urlValue = (schema: JsonSchema | undefined) =>
  fc.oneof(
    ...(schema?.enum ? [fc.constantFrom(...schema.enum.map(String)).map(encode)] : []),
    ...(schema?.example !== undefined ? [fc.constant(encode(String(schema.example)))] : []),
    numbersAsText.map(encode),
    anyText.map(encode),
    rawEscapes,
  );

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace("#/components/schemas/", "");
  const target = spec.components?.schemas?.[name];
  if (!target) throw new Error(`openapi.json refers to a missing schema ${schema.$ref}`);
  return resolve(target);
}

/** A value shaped like the schema (its bounds included), sometimes one that breaks it. */
function schemaValue(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => schemaValue(v, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return fc.oneof(
        fc.string({ unit: "binary", minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 80 }),
        anyText,
        numbersAsText,
        fc.string({ maxLength: 10 }).map((text) => `${text}\u0000`),
      );
    case "integer":
    case "number":
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }),
        fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1.5, -0),
      );
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(schemaValue(schema.items ?? {}, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 5, 5),
          });
    case "object": {
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
        const entry = schemaValue(field, depth + 1).map((value): [string, unknown] => [name, value]);
        return required.has(name) ? entry : fc.option(entry, { nil: undefined });
      });
      return fc.tuple(...fields).map((entries) => Object.fromEntries(entries.filter((entry) => entry !== undefined)));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What a client might put in a body: the schema's shape, any JSON, or text that is not JSON at all. */
const bodyOf = (operation: Operation) => {
  const schema = operation.requestBody?.content["application/json"]?.schema;
  return fc.oneof(
    ...(schema ? [schemaValue(schema).map((value) => JSON.stringify(value))] : []),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.constantFrom("", "{", "null", '{"events":', "\u0000", '{"__proto__":{"polluted":1}}'),
    // Nesting far past any route's shape, still under 64 KB: a walk by recursion would not survive it.
    fc
      .tuple(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(['{"a":', "}"], ["[", "]"]))
      .map(([levels, [open, close]]) => `${open.repeat(levels)}1${close.repeat(levels)}`),
    anyText,
  );
};

const credentials = fc.constantFrom<"none" | "garbage" | "reader">("none", "garbage", "reader");

async function headersFor(kind: "none" | "garbage" | "reader"): Promise<Record<string, string>> {
  if (kind === "garbage") return { authorization: "Bearer not.a.token" };
  if (kind === "reader") return { authorization: `Bearer ${await server.accessToken("awd|demo-digital")}` };
  return {};
}

const pathParameters = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");

/** A request for the operation: its declared parameters (each present or not), an undeclared one, a body. */
function requestFor(template: string, method: string, operation: Operation) {
  const declared = new Map((operation.parameters ?? []).map((p) => [p.name, p]));
  const pathValues = fc.tuple(...pathParameters(template).map((name) => urlValue(declared.get(name)?.schema)));
  const queryValues = fc.tuple(
    ...(operation.parameters ?? [])
      .filter((p) => p.in === "query")
      .map((p) =>
        fc.option(
          urlValue(p.schema).map((value) => `${encodeURIComponent(p.name)}=${value}`),
          { nil: undefined },
        ),
      ),
  );
  return fc.record({
    path: pathValues.map((values) => {
      const names = pathParameters(template);
      return names.reduce((path, name, i) => path.replace(`{${name}}`, values[i] ?? ""), template);
    }),
    query: fc
      .tuple(queryValues, fc.option(fc.tuple(anyText, anyText), { nil: undefined }))
      .map(([pairs, extra]) =>
        [...pairs, extra && `${encode(extra[0])}=${encode(extra[1])}`].filter((pair) => pair !== undefined).join("&"),
      ),
    body: method === "get" ? fc.constant(undefined) : bodyOf(operation),
    credentials,
  });
}

const publicOperations = () =>
  Object.entries(spec.paths)
    .filter(([path]) => !path.startsWith("/internal"))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    );

describe("every public route of /openapi.json under generated input", () => {
  it("lists the public routes it is about to drive", () => {
    expect(publicOperations().map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(["get /articles", "get /search", "get /{seriesPath}/{id}", "post /events"]),
    );
  });

  it("never answers 5xx, and refuses with the contract's error body", async () => {
    for (const { path, method, operation } of publicOperations()) {
      await fc.assert(
        fc.asyncProperty(requestFor(path, method, operation), async (request) => {
          const url = `${server.url}${request.path}${request.query ? `?${request.query}` : ""}`;
          const response = await fetch(url, {
            method: method.toUpperCase(),
            headers: { "content-type": "application/json", ...(await headersFor(request.credentials)) },
            body: request.body,
          });
          const text = await response.text();
          const where = `${method.toUpperCase()} ${url} → ${response.status} ${text.slice(0, 200)}`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status >= 400) {
            // Exactly the contract's error body: its problem code when it has one, nothing else.
            const body = errorBodySchema.strict().safeParse(JSON.parse(text));
            expect(body.error?.message, where).toBeUndefined();
            expect(body.data?.status_code, where).toBe(response.status);
          }
        }),
        { numRuns: runsPerRoute },
      );
    }
  });
});

// Once an attack of npm run attack (scripts/attack.ts), which needed the API's signer: a URL signed for
// years would let anyone it is passed to fetch a paid file for years (docs/security.md).
describe("a signed file URL forged with the API's own secret", () => {
  it("is refused when it expires ten years ahead, served when it expires within the lifetime", async () => {
    const editions = (await server.get("/print-editions")).body as { data: { issueDate: string }[] };
    const issueDate = editions.data[0]?.issueDate;
    expect(issueDate).toBeDefined();
    const path = `print/${issueDate}.pdf`;
    const signedFor = (ms: number) => staticSigner(testStaticUrlSecret, ms, () => server.clock.now).sign(path);
    const tenYears = await fetch(`${server.url}/static/${signedFor(10 * 365 * 24 * 3600 * 1000)}`);
    const withinLifetime = await fetch(`${server.url}/static/${signedFor(testStaticUrlLifetimeMs)}`);
    await Promise.all([tenYears.arrayBuffer(), withinLifetime.arrayBuffer()]);
    expect({ tenYears: tenYears.status, withinLifetime: withinLifetime.status }).toEqual({
      tenYears: 403,
      withinLifetime: 200,
    });
  });
});

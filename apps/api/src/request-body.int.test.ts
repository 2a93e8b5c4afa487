import { requestBodyMaxBytes, requestBodyMaxDepth } from "@awd/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { internalHeaders, startTestServer, type TestServer } from "./test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const errorBody = (status: number, message: string | RegExp) => ({
  message: typeof message === "string" ? message : expect.stringMatching(message),
  status_code: status,
  request_id: expect.any(String),
});
const tooLarge = errorBody(413, "A request body is at most 64 KB");
const padding = "x".repeat(requestBodyMaxBytes);

async function postRaw(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, body: await response.json() };
}

/** A body sent in chunks with no Content-Length, as a client streaming without end would. */
const streamed = (chunks: number, chunk: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i++) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe("request bodies over 64 KB", () => {
  it.each([
    ["/remote-config", {}],
    ["/auth/code", {}],
    ["/events", {}],
    ["/internal/accounts/sign-up", internalHeaders],
  ])("POST %s answers 413 with the error body", async (path, headers) => {
    const { status, body } = await server.post(path, { installationId: "large-body", padding }, headers);
    expect(status).toBe(413);
    expect(body).toEqual(tooLarge);
  });

  it("refuses a chunked body without a length as soon as it passes 64 KB", async () => {
    const { status, body } = await postRaw("/remote-config", streamed(400, `"${"y".repeat(1022)}",`));
    expect(status).toBe(413);
    expect(body).toEqual(tooLarge);
  });

  it("takes a chunked body under the limit", async () => {
    const { status } = await postRaw("/remote-config", streamed(1, JSON.stringify({ installationId: "chunked-ok" })));
    expect(status).toBe(200);
  });
});

describe("NUL characters in JSON strings", () => {
  it.each([
    ["/events", { events: [{ event: "page_view", label: "a\u0000b", awd_user_type: "Free" }] }, {}, "events.0.label"],
    ["/remote-config", { installationId: "nul\u0000installation" }, {}, "installationId"],
    ["/auth/code", { authenticationCode: "L\u0000" }, {}, "authenticationCode"],
    ["/auth/preview-code", { previewCode: "\u0000" }, {}, "previewCode"],
    [
      "/internal/accounts/sign-up",
      { email: "nul@awd.example", password: "secret\u0000cut" },
      internalHeaders,
      "password",
    ],
    ["/internal/accounts/sign-in", { email: "nul\u0000@awd.example", password: "x" }, internalHeaders, "email"],
    ["/events", { "ev\u0000ents": [] }, {}, "ev\u0000ents"],
  ])("POST %s answers 422 naming the field, never a database error", async (path, payload, headers, field) => {
    const { status, body } = await server.post(path, payload, headers);
    expect(status).toBe(422);
    expect(body).toEqual(errorBody(422, `${field}: text may not contain NUL characters (\\u0000)`));
  });

  it("creates no account with a NUL in its password", async () => {
    const signIn = await server.post(
      "/internal/accounts/sign-in",
      { email: "nul@awd.example", password: "secret" },
      internalHeaders,
    );
    expect(signIn.status).toBe(401);
  });
});

describe("/openapi.json", () => {
  it("describes the public routes only, while the internal ones still answer with the secret", async () => {
    const { status, body } = await server.get("/openapi.json");
    expect(status).toBe(200);
    const paths = Object.keys((body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(["/events", "/remote-config", "/auth/code", "/search"]));
    expect(paths.filter((path) => path.startsWith("/internal"))).toEqual([]);
    expect(JSON.stringify(body)).not.toContain("/internal");
    expect((await server.get("/internal/accounts/awd%7Cdemo-free", internalHeaders)).status).toBe(200);
  });
});

describe("JSON nested deeper than any route takes", () => {
  // {"a":{"a":…}} under 64 KB: 10,000 levels, which walking the value by recursion could not survive.
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

  it.each(["/events", "/remote-config", "/auth/code", "/auth/preview-code", "/notebook/words"])(
    "POST %s answers 422 saying so, anonymously, never 500",
    async (path) => {
      const { status, body } = await postRaw(path, nested(10_000));
      expect(status).toBe(422);
      expect(body).toEqual(errorBody(422, `the body nests deeper than ${requestBodyMaxDepth} levels`));
    },
  );

  it("takes a body nested as deep as the limit, and refuses one level more", async () => {
    // As deep as the limit, the route reads it (and its schema refuses what is not a batch of events).
    expect((await postRaw("/events", nested(requestBodyMaxDepth))).body.message).not.toMatch(/nests deeper/);
    expect((await postRaw("/events", nested(requestBodyMaxDepth + 1))).body).toEqual(
      errorBody(422, `the body nests deeper than ${requestBodyMaxDepth} levels`),
    );
  });
});

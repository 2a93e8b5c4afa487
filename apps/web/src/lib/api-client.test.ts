import { createServer, type Server } from "node:http";
import { seriesListSchema } from "@awd/core/contract/articles";
import { readContract } from "@awd/core/contract/envelope";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dictionaryLookUpRoute } from "@/api/dictionary.generated";
import { eventsRecordRoute } from "@/api/events.generated";
import { ApiRequestError, MalformedAnswerError, requestApi, requestRoute } from "./api-client";

// An API that answers every path with the status and body the test put there.
const answers: Record<string, { status: number; body: string }> = {
  "/series": { status: 200, body: JSON.stringify({ data: [{ id: "news", name: 7 }] }) },
  "/search": { status: 200, body: JSON.stringify({ data: { items: "none" } }) },
  "/noticeInformation": { status: 200, body: JSON.stringify({ notifications: [] }) },
  "/not-json": { status: 200, body: "<html>proxy error</html>" },
  "/refused": { status: 422, body: JSON.stringify({ message: "検索語を入力してください。", status_code: 422 }) },
  "/broken": { status: 502, body: "Bad Gateway" },
  "/fine": { status: 200, body: JSON.stringify({ data: [] }) },
  "/created": { status: 201, body: JSON.stringify({ data: { id: 1 } }) },
};
let api: Server;
let base = "";

beforeAll(async () => {
  api = createServer((request, response) => {
    const answer = answers[new URL(request.url ?? "/", "http://api").pathname] ?? { status: 404, body: "{}" };
    response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((listening) => api.listen(0, "127.0.0.1", listening));
  const address = api.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
  process.env.READ_API_URL = base;
});

afterAll(() => api.close());

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("requestApi (the web's one client of the API)", () => {
  it("refuses an answer whose data does not match the contract, naming the request and the field", async () => {
    const error = await failureOf(requestApi(`${base}/series`, { read: readContract(seriesListSchema) }));
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect((error as Error).message).toMatch(/^GET \/series: the answer does not match the contract: 0\.name: /);
  });

  it.each([
    ["a body without data", "/noticeInformation", "GET /noticeInformation: the answer has no data"],
    ["a body that is not JSON", "/not-json", "GET /not-json: the answer has no data"],
  ])("refuses %s", async (_, path, message) => {
    const error = await failureOf(requestApi(`${base}${path}`));
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect((error as Error).message).toBe(message);
  });

  it.each([
    ["an error body's message", "/refused", 422, "検索語を入力してください。"],
    ["an empty message when the body is not the contract's", "/broken", 502, ""],
  ])("maps an error status to ApiRequestError with %s", async (_, path, status, apiMessage) => {
    const error = await failureOf(requestApi(`${base}${path}`));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status, apiMessage, name: "failed-response" });
  });

  it("unwraps { data } of an answer that matches", async () => {
    await expect(requestApi(`${base}/fine`, { read: readContract(seriesListSchema) })).resolves.toEqual([]);
  });

  it.each([
    ["/created", "created"],
    ["/fine", "already there"],
  ])("hands the reader of %s the answer's status too", async (path, outcome) => {
    const read = (_data: unknown, status: number) => (status === 201 ? "created" : "already there");
    await expect(requestApi(`${base}${path}`, { read })).resolves.toBe(outcome);
  });
});

describe("the pages' reads of a malformed answer", () => {
  // env.ts reads READ_API_URL when first imported.
  const content = () => import("./content");

  it("fails the read instead of handing the page a wrong shape", async () => {
    const { listSeries } = await content();
    await expect(listSeries()).rejects.toBeInstanceOf(MalformedAnswerError);
  });

  it("shows the search as failed, and no notices, as for any other failure", async () => {
    const { searchArticles, notices } = await content();
    expect(await searchArticles("cat", 1)).toEqual({ status: "failed" });
    expect(await notices()).toEqual([]);
  });
});

describe("requestRoute (a route's request, without browserApi's credentials and retries)", () => {
  const sent: { url: string; method: string; body: unknown; credentials?: string; keepalive?: boolean }[] = [];
  const answering = (data: unknown) =>
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      sent.length = 0;
      const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      sent.push({ url, method: init.method ?? "GET", body, credentials: init.credentials, keepalive: init.keepalive });
      return Response.json({ data });
    });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the route's path and query at the base given, with what the caller says", async () => {
    answering({ word: "ice cream", lemma: "ice cream", senses: [] });
    const entry = await requestRoute("http://api.test", dictionaryLookUpRoute, {
      query: { word: "ice cream" },
      credentials: "omit",
    });
    expect(entry.lemma).toBe("ice cream");
    expect(sent).toEqual([
      { url: "http://api.test/dictionary?word=ice%20cream", method: "GET", body: undefined, credentials: "omit" },
    ]);
  });

  it("sends the route's method and its body as JSON", async () => {
    answering({ stored: 1 });
    const events = [{ event: "nav_click", label: "news", awd_user_type: "NotLoggedIn" as const, environment: "test" }];
    await expect(
      requestRoute("/awd/reader-api", eventsRecordRoute, { body: { events }, keepalive: true }),
    ).resolves.toEqual({ stored: 1 });
    expect(sent).toEqual([
      { url: "/awd/reader-api/events", method: "POST", body: { events }, credentials: undefined, keepalive: true },
    ]);
  });
});

import type { AuditPage } from "@awd/core/contract/desk-audit";
import type { ReaderDetail, ReaderSearch } from "@awd/core/contract/desk-readers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const viewer = { sub: "awd|demo-desk-viewer", permissions: ["desk:read"] };
const operator = { sub: "awd|demo-desk", permissions: ["desk:read", "desk:write", "content:import"] };
const month = 31 * 86_400_000;

async function call(method: string, path: string, body?: unknown, who = operator) {
  const token = await server.accessToken(who.sub, { permissions: who.permissions });
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown; message?: string } };
}

const readerPath = (subject: string) => `/desk/readers/${encodeURIComponent(subject)}`;
const search = async (email: string) => {
  const answer = await call("GET", `/desk/readers?email=${encodeURIComponent(email)}`, undefined, viewer);
  return { status: answer.status, data: answer.body.data as ReaderSearch };
};
const reader = async (subject: string) => (await call("GET", readerPath(subject))).body.data as ReaderDetail;
const latestChange = async (action: string) =>
  ((await call("GET", `/desk/audit?action=${action}`)).body.data as AuditPage).changes[0];

describe("finding readers on the desk", () => {
  it("finds one account by its exact email, with its course", async () => {
    const { status, data } = await search("Digital@awd.example ");
    expect(status).toBe(200);
    expect(data.more).toBe(false);
    expect(data.readers).toEqual([
      {
        subject: "awd|demo-digital",
        email: "digital@awd.example",
        name: "デジタル会員 デモ",
        kind: "personal",
        course: {
          product: "digital",
          status: "available",
          startedAt: expect.any(String),
          expireAt: expect.any(String),
          isDoubleCourseFirstMonthContract: false,
          previewCodeAuthenticatedAt: null,
        },
      },
    ]);
  });

  it("lists every account whose email starts with what was typed, in email order", async () => {
    const { data } = await search("d");
    expect(data.readers.map((r) => r.email)).toEqual([
      "desk-viewer@awd.example",
      "desk@awd.example",
      "digital@awd.example",
      "double-first@awd.example",
      "double@awd.example",
    ]);
  });

  it("shows corporate IDs and accounts that never had a course", async () => {
    const { data } = await search("corporate@awd.example");
    expect(data.readers[0]).toMatchObject({ kind: "corporate", course: null });
  });

  it("treats % and _ as themselves, not as patterns", async () => {
    expect((await search("%")).data.readers).toEqual([]);
    expect((await search("d_sk")).data.readers).toEqual([]);
  });

  it("refuses an empty email with 422", async () => {
    expect((await search(" ")).status).toBe(422);
  });

  it("shows a reader's page: the course with its preview-code state, and 404 for no such account", async () => {
    const first = await reader("awd|demo-double-first");
    expect(first).toMatchObject({
      email: "double-first@awd.example",
      createdAt: expect.any(String),
      linkingCode: null,
      course: {
        product: "double",
        isDoubleCourseFirstMonthContract: true,
        previewCodeAuthenticatedAt: expect.any(String),
      },
    });
    expect((await call("GET", readerPath("awd|nobody"))).status).toBe(404);
  });
});

describe("changing a reader's course", () => {
  it("grants a course from now and audits it as the operator", async () => {
    const { status, body } = await call("POST", `${readerPath("awd|demo-free")}/course`, {
      product: "digital",
      months: 1,
    });
    expect(status).toBe(200);
    const granted = body.data as ReaderDetail;
    expect(granted.course).toMatchObject({ product: "digital", status: "available" });
    const expireAt = Date.parse(granted.course?.expireAt ?? "");
    expect(expireAt - server.clock.now).toBeGreaterThan(27 * 86_400_000);
    expect(expireAt - server.clock.now).toBeLessThanOrEqual(month);
    expect(await latestChange("course.grant")).toMatchObject({
      operator: { subject: "awd|demo-desk", email: "desk@awd.example" },
      target: "free@awd.example",
      before: null,
      after: { product: "digital", status: "available", months: 1 },
    });
  });

  it("refuses with 409 a grant that would cut a running course unless it says it replaces it", async () => {
    const running = await reader("awd|demo-free");
    expect(running.course).toMatchObject({ product: "digital", status: "available" });
    const auditedSoFar = ((await call("GET", "/desk/audit")).body.data as AuditPage).changes.length;
    for (const body of [
      { product: "double", months: 11 },
      { product: "digital", months: 1, replace: false },
    ]) {
      const refused = await call("POST", `${readerPath("awd|demo-free")}/course`, body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("The reader has a running course: send replace: true to replace it");
    }
    expect((await reader("awd|demo-free")).course).toEqual(running.course);
    expect(((await call("GET", "/desk/audit")).body.data as AuditPage).changes.length).toBe(auditedSoFar);

    const { status, body } = await call("POST", `${readerPath("awd|demo-free")}/course`, {
      product: "double",
      months: 11,
      replace: true,
    });
    expect(status).toBe(200);
    const replaced = (body.data as ReaderDetail).course;
    expect(replaced).toMatchObject({ product: "double", status: "available" });
    expect(Date.parse(replaced?.expireAt ?? "") - server.clock.now).toBeGreaterThan(10 * month);
    expect(await latestChange("course.grant")).toMatchObject({
      target: "free@awd.example",
      before: { product: "digital", expireAt: running.course?.expireAt },
      after: { product: "double", months: 11 },
    });
  });

  it("extends the running course from its end", async () => {
    const before = await reader("awd|demo-free");
    const { status, body } = await call("POST", `${readerPath("awd|demo-free")}/course/extend`, { months: 2 });
    expect(status).toBe(200);
    const after = (body.data as ReaderDetail).course?.expireAt ?? "";
    const added = Date.parse(after) - Date.parse(before.course?.expireAt ?? "");
    expect(added).toBeGreaterThan(58 * 86_400_000);
    expect(await latestChange("course.extend")).toMatchObject({
      target: "free@awd.example",
      before: { expireAt: before.course?.expireAt },
      after: { expireAt: after, months: 2 },
    });
  });

  it("revokes the running course, and refuses to revoke or extend one that is not running", async () => {
    const { status, body } = await call("POST", `${readerPath("awd|demo-free")}/course/revoke`);
    expect(status).toBe(200);
    expect((body.data as ReaderDetail).course).toMatchObject({ status: "none" });
    expect(await latestChange("course.revoke")).toMatchObject({
      target: "free@awd.example",
      before: { status: "available" },
      after: { status: "none" },
    });
    const auditedSoFar = ((await call("GET", "/desk/audit")).body.data as AuditPage).changes.length;
    expect((await call("POST", `${readerPath("awd|demo-free")}/course/revoke`)).status).toBe(409);
    expect((await call("POST", `${readerPath("awd|demo-expired")}/course/extend`, { months: 1 })).status).toBe(409);
    expect(((await call("GET", "/desk/audit")).body.data as AuditPage).changes.length).toBe(auditedSoFar);
  });

  it("marks and unmarks a corporate ID", async () => {
    const marked = await call("POST", `${readerPath("awd|demo-free")}/corporate`, { corporate: true });
    expect((marked.body.data as ReaderDetail).kind).toBe("corporate");
    expect(await latestChange("account.corporate")).toMatchObject({
      before: { kind: "personal" },
      after: { kind: "corporate" },
    });
    const unmarked = await call("POST", `${readerPath("awd|demo-free")}/corporate`, { corporate: false });
    expect((unmarked.body.data as ReaderDetail).kind).toBe("personal");
  });

  it.each([
    ["an unknown course", { product: "gold", months: 1 }],
    ["no months", { product: "digital" }],
    ["zero months", { product: "digital", months: 0 }],
    ["a fraction of a month", { product: "digital", months: 1.5 }],
  ])("refuses a grant of %s with 422", async (_, body) => {
    expect((await call("POST", `${readerPath("awd|demo-free")}/course`, body)).status).toBe(422);
  });

  it("answers 404 for a change to no such account", async () => {
    expect((await call("POST", `${readerPath("awd|nobody")}/course`, { product: "digital", months: 1 })).status).toBe(
      404,
    );
  });
});

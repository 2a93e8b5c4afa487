import type { ReaderSearch } from "@awd/core/contract/desk-readers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const viewer = { sub: "awd|demo-desk-viewer", permissions: ["desk:read"] };

async function search(email: string) {
  const token = await server.accessToken(viewer.sub, { permissions: viewer.permissions });
  const answer = await server.get(`/desk/readers?email=${encodeURIComponent(email)}`, {
    authorization: `Bearer ${token}`,
  });
  return { status: answer.status, data: (answer.body as { data: ReaderSearch }).data, headers: answer.headers };
}

describe("finding readers on the desk", () => {
  it("finds one account by its exact email, with its course", async () => {
    const { status, data, headers } = await search("Digital@awd.example ");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
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

  it("puts the exact email first when others start with it too", async () => {
    const { data } = await search("double@awd.example");
    expect(data.readers.map((r) => r.email)).toEqual(["double@awd.example"]);
    const corporate = await search("corporate@awd.example");
    expect(corporate.data.readers[0]).toMatchObject({ kind: "corporate", course: null });
  });

  it("treats % and _ as themselves, not as patterns", async () => {
    expect((await search("%")).data.readers).toEqual([]);
    expect((await search("d_sk")).data.readers).toEqual([]);
  });

  it("refuses an empty email with 422", async () => {
    expect((await search(" ")).status).toBe(422);
  });
});

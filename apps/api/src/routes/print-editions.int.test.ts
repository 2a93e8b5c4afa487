import { dataOf } from "@awd/core/contract/envelope";
import { printEditionListSchema, printEditionSchema } from "@awd/core/contract/print-editions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tamperSignature } from "../test-server.ts";

// The print edition of the sample content (content/print, made by npm run content:print).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newest = "2026-11-21";
const bearer = async (name: string) => ({ authorization: `Bearer ${await server.accessToken(`awd|demo-${name}`)}` });

const signedUrlOf = async (name: string) => {
  const { status, body, headers } = await server.get(`/print-editions/${newest}`, await bearer(name));
  // Parsed when read: a refusal has no edition.
  return {
    status,
    headers,
    get edition() {
      return dataOf(body, printEditionSchema);
    },
  };
};

describe("GET /print-editions", () => {
  it("lists every weekly issue newest first, with a public cover", async () => {
    const { status, body } = await server.get("/print-editions");
    expect(status).toBe(200);
    const list = dataOf(body, printEditionListSchema);
    expect(list.map((e) => e.issueDate)).toEqual([
      "2026-11-21",
      "2026-11-14",
      "2026-11-07",
      "2026-10-31",
      "2026-10-24",
      "2026-10-17",
      "2026-10-10",
      "2026-10-03",
    ]);
    for (const edition of list) {
      expect(edition.pageCount).toBeGreaterThan(1);
      expect(edition.cover).toBe(`print/${edition.issueDate}-cover.webp`);
    }
    const cover = await fetch(`${server.url}/static/${list[0]?.cover}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/webp");
  });
});

describe("GET /print-editions/{issueDate}", () => {
  it("asks an anonymous visitor to sign in", async () => {
    const { status, body } = await server.get(`/print-editions/${newest}`);
    expect(status).toBe(401);
    expect(body).toMatchObject({ status_code: 401, request_id: expect.any(String) });
  });

  it.each(["free", "expired", "double"])("refuses the %s demo account with 403", async (name) => {
    expect((await server.get(`/print-editions/${newest}`, await bearer(name))).status).toBe(403);
  });

  it("gives a subscriber a signed URL that downloads the PDF", async () => {
    const { status, edition, headers } = await signedUrlOf("digital");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(edition).toMatchObject({ issueDate: newest, pageCount: expect.any(Number) });
    expect(edition.pdfUrl).toMatch(/^print\/2026-11-21\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/);
    const pdf = await fetch(`${server.url}/static/${edition.pdfUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  });

  it("serves byte ranges of the signed PDF (the viewer loads it in chunks)", async () => {
    const { edition } = await signedUrlOf("corporate");
    const part = await fetch(`${server.url}/static/${edition.pdfUrl}`, { headers: { range: "bytes=0-1023" } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(1024);
  });

  it("refuses the PDF without a signature, with a tampered one or another issue's", async () => {
    const { edition } = await signedUrlOf("digital");
    const [path = ""] = edition.pdfUrl.split("?");
    const tampered = tamperSignature(edition.pdfUrl);
    const forOtherIssue = edition.pdfUrl.replace(newest, "2026-11-14");
    for (const url of [path, `print//${newest}.pdf`, `${path}/`, tampered, forOtherIssue])
      expect((await fetch(`${server.url}/static/${url}`)).status, url).toBe(403);
  });

  it("answers 404 for a date without an issue, whoever asks", async () => {
    expect((await server.get("/print-editions/2026-11-28", await bearer("digital"))).status).toBe(404);
    expect((await server.get("/print-editions/not-a-date")).status).toBe(404);
  });
});

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { requestBodyMaxBytes } from "@awd/core/constants";
import { type IssueImport, type IssueImportEvent, issueImportEventSchema } from "@awd/core/contract/desk-import";
import {
  declareUncompressedSize,
  fixtureIssue,
  fixtureIssueZip,
  jsonBytes,
  parseJsonBytes,
  zipFiles,
} from "@awd/db/content/issue-zip-fixture";
import { articles } from "@awd/db/schema/content";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listChanges } from "../services/audit-log.ts";
import { startTestServer, type TestServer } from "../test-server.ts";

// docs/product/publishers-desk.md#weekly-import

const operator = { sub: "awd|demo-desk", permissions: ["desk:read", "desk:write", "content:import"] };

/** The site's revalidation endpoint: records what it was asked, and answers when `release` is called. */
const site = { calls: [] as number[][], hold: false, release: () => {} };
let siteServer: Server;
let server: TestServer;
let contentDir: string;

beforeAll(async () => {
  siteServer = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      site.calls.push(JSON.parse(body).articleIds);
      const answer = () => response.writeHead(200, { "content-type": "application/json" }).end('{"data":{}}');
      if (site.hold) site.release = answer;
      else answer();
    });
  });
  await new Promise<void>((ready) => siteServer.listen(0, "127.0.0.1", ready));
  contentDir = mkdtempSync(join(tmpdir(), "awd-desk-import-"));
  server = await startTestServer({
    content: false,
    config: {
      contentDir,
      site: { url: `http://127.0.0.1:${(siteServer.address() as AddressInfo).port}/awd/api/revalidate`, secret: "s" },
      issueImportLimits: { maxZipBytes: 256 * 1024, maxEntries: 40, maxUnpackedBytes: 512 * 1024 },
    },
  });
});
afterAll(async () => {
  await server.close();
  siteServer.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const bearer = async () => ({
  authorization: `Bearer ${await server.accessToken(operator.sub, { permissions: operator.permissions })}`,
});

async function upload(zip: Buffer, contentType = "application/zip") {
  const response = await fetch(`${server.url}/desk/imports`, {
    method: "POST",
    headers: { ...(await bearer()), "content-type": contentType },
    body: new Uint8Array(zip),
  });
  return { status: response.status, body: (await response.json()) as { data: IssueImport } & Record<string, unknown> };
}

const run = async (id: string) =>
  (await fetch(`${server.url}/desk/imports/${id}/run`, { method: "POST", headers: await bearer() })).status;

/** Reads an import's event stream to its end. */
async function events(id: string): Promise<IssueImportEvent[]> {
  const response = await fetch(`${server.url}/desk/imports/${id}/events`, { headers: await bearer() });
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const text = await response.text();
  return text
    .split("\n\n")
    .filter((block) => block.includes("data:"))
    .map((block) => issueImportEventSchema.parse(JSON.parse(block.slice(block.indexOf("data:") + 5))));
}

const issueArticles = async () =>
  (await server.database.db.select({ n: count() }).from(articles).where(eq(articles.issueDate, fixtureIssue.date)))[0]
    ?.n;

describe("the weekly import from the desk", () => {
  it("names each broken file and field of an issue, and imports nothing of it", async () => {
    const broken = fixtureIssueZip((files) => {
      const path = "articles/editorial/706.json";
      const { titleJa: _, ...rest } = parseJsonBytes(files[path]);
      files[path] = jsonBytes(rest);
      delete files["media/images/506-thumb.webp"];
    });
    const { status, body } = await upload(broken);
    expect(status).toBe(201);
    expect(body.data.valid).toBe(false);
    expect(body.data.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "articles/editorial/706.json", field: "titleJa", code: "missing-field" }),
        expect.objectContaining({ file: "articles/earth-watches/506.json", field: "media", code: "missing-media" }),
      ]),
    );
    expect(await run(body.data.id)).toBe(422);
    expect(await issueArticles()).toBe(0);
  });

  it("finds a picture of 3,000 random bytes broken, names it, and imports nothing", async () => {
    const { status, body } = await upload(
      fixtureIssueZip((files) => {
        files["media/images/1306-thumb.webp"] = randomBytes(3000);
      }),
    );
    expect(status).toBe(201);
    expect(body.data.valid).toBe(false);
    expect(body.data.problems).toEqual([
      expect.objectContaining({ file: "media/images/1306-thumb.webp", field: "", code: "unreadable-image" }),
    ]);
    expect(await run(body.data.id)).toBe(422);
    expect(await issueArticles()).toBe(0);
  });

  it("imports a good issue, streams its progress in order, audits it, and serves its articles", async () => {
    const { status, body } = await upload(fixtureIssueZip());
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ valid: true, issue: fixtureIssue.date, mediaFiles: 6, problems: [] });
    expect(body.data.articles.map((a) => a.id).sort()).toEqual([1306, 506, 706]);
    const early = await fetch(`${server.url}/desk/imports/${body.data.id}/events`, { headers: await bearer() });
    expect(early.status).toBe(409);
    expect(await run(body.data.id)).toBe(202);
    const stream = await events(body.data.id);
    expect(stream.map((e) => (e.type === "article" ? `article ${e.done}/${e.total}` : e.type))).toEqual([
      "validated",
      "article 0/3",
      "article 1/3",
      "article 2/3",
      "article 3/3",
      "media",
      "revalidated",
      "done",
    ]);
    expect(stream.at(-1)).toMatchObject({ type: "done", counts: { articles: 3, written: 3, mediaFiles: 6 } });
    expect(site.calls.at(-1)?.sort()).toEqual([1306, 506, 706]);
    const article = await server.get("/editorial/706");
    expect(article.status).toBe(200);
    expect(JSON.stringify(article.body)).toContain(fixtureIssue.articles[1].titleJa);
    expect((await fetch(`${server.url}/static/media/images/706-main.webp`)).status).toBe(200);
    const [change] = await listChanges(server.database.db, { action: "issue.import", limit: 1 });
    expect(change).toMatchObject({
      operator: { subject: operator.sub },
      target: fixtureIssue.date,
      before: null,
      after: { articles: 3, written: 3, unchanged: 0, mediaFiles: 6 },
    });
    expect(await run(body.data.id)).toBe(409);
  });

  it("runs one import at a time", async () => {
    site.hold = true;
    const first = await upload(
      fixtureIssueZip((files) => {
        const path = "articles/editorial/706.json";
        files[path] = jsonBytes({ ...parseJsonBytes(files[path]), titleEn: "Keep the Library Open" });
      }),
    );
    const second = await upload(fixtureIssueZip());
    expect(await run(first.body.data.id)).toBe(202);
    await expect.poll(() => site.calls.length).toBe(2);
    expect(await run(second.body.data.id)).toBe(409);
    expect((await upload(fixtureIssueZip())).status).toBe(409);
    site.hold = false;
    site.release();
    expect((await events(first.body.data.id)).at(-1)).toMatchObject({ type: "done", counts: { written: 1 } });
  });

  it.each([
    ["a path climbing out of the folder", zipFiles({ "../../etc/cron.d/x.json": jsonBytes({}) }), 422, "unsafe-path"],
    [
      "a bomb",
      declareUncompressedSize(zipFiles({ "articles/editorial/706.json": new Uint8Array(2 * 1024 * 1024) }), 10),
      422,
      "too-much-data",
    ],
    ["a zip over the size limit", Buffer.alloc(300 * 1024), 413, "too-large"],
  ])("refuses %s with %i, importing nothing", async (_, zip, status, code) => {
    const before = await issueArticles();
    const answer = await upload(zip);
    expect(answer.status).toBe(status);
    expect(answer.body.problems).toContainEqual(expect.objectContaining({ code }));
    expect(await issueArticles()).toBe(before);
  });

  it("takes a zip larger than every other route's body limit", async () => {
    // A real picture of noise, which no compression shrinks (random bytes would not decode as one).
    const noise = await sharp(randomBytes(720 * 492 * 3), { raw: { width: 720, height: 492, channels: 3 } })
      .webp({ quality: 30 })
      .toBuffer();
    const large = fixtureIssueZip((files) => {
      files["media/images/706-main.webp"] = noise;
    });
    expect(large.length).toBeGreaterThan(requestBodyMaxBytes);
    const { status, body } = await upload(large);
    expect(status).toBe(201);
    expect(body.data.valid).toBe(true);
  });

  it("refuses a body that is not a zip, and an import id it does not know", async () => {
    expect((await upload(Buffer.from("{}"), "application/json")).status).toBe(415);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await run(unknown)).toBe(404);
    expect((await fetch(`${server.url}/desk/imports/${unknown}/events`, { headers: await bearer() })).status).toBe(404);
  });
});

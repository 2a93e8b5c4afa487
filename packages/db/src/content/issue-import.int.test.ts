import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { articles } from "../schema/content.ts";
import { openTestDatabase } from "../test-database.ts";
import { type IssueArchiveLimits, unpackIssueArchive } from "./issue-archive.ts";
import { checkIssueDir, importIssue } from "./issue-import.ts";
import {
  blankPdf,
  declareUncompressedSize,
  fixtureIssue,
  fixtureIssueDir,
  fixtureIssueZip,
  folderFiles,
  jsonBytes,
  parseJsonBytes,
  sampleAudio,
  symlinkEntry,
  zipFiles,
} from "./issue-zip-fixture.ts";

let database: DatabaseHandle;
let contentDir: string;
const unpacked: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  contentDir = mkdtempSync(join(tmpdir(), "awd-served-"));
});
afterEach(() => {
  for (const dir of [contentDir, ...unpacked.splice(0)]) rmSync(dir, { recursive: true, force: true });
});

async function unpack(zip: Buffer, limits?: IssueArchiveLimits) {
  const archive = await unpackIssueArchive(zip, limits);
  if (archive.ok) unpacked.push(archive.dir);
  return archive;
}

async function check(zip: Buffer) {
  const archive = await unpack(zip);
  if (!archive.ok) throw new Error(`refused: ${JSON.stringify(archive.problems)}`);
  return { archive, check: await checkIssueDir(database.db, archive.dir, archive.files) };
}

const issueRows = async () =>
  (await database.db.select({ n: count() }).from(articles).where(eq(articles.issueDate, fixtureIssue.date)))[0]?.n;

const servedFiles = () =>
  existsSync(join(contentDir, "media/images")) ? readdirSync(join(contentDir, "media/images")).sort() : [];

describe("a weekly issue uploaded as a zip", () => {
  it("imports its three articles in one go and serves their pictures from the content folder", async () => {
    const { archive, check: good } = await check(fixtureIssueZip());
    expect(good.problems).toEqual([]);
    expect(good.issue).toBe(fixtureIssue.date);
    const progress: number[] = [];
    const counts = await importIssue(database.db, good, archive.dir, contentDir, {
      onArticle: (done) => progress.push(done),
    });
    expect(counts).toMatchObject({ articles: 3, written: 3, unchanged: 0, mediaFiles: 6 });
    expect(progress.at(-1)).toBe(3);
    expect(await issueRows()).toBe(3);
    expect(servedFiles()).toEqual(
      fixtureIssue.articles.flatMap((a) => [`${a.id}-main.webp`, `${a.id}-thumb.webp`]).sort(),
    );
    expect(readdirSync(contentDir).filter((name) => name.startsWith(".incoming"))).toEqual([]);
  });

  it("imports nothing, neither rows nor files, when the transaction fails half way", async () => {
    await database.db.delete(articles).where(eq(articles.issueDate, fixtureIssue.date));
    const { archive, check: good } = await check(fixtureIssueZip());
    const failing = importIssue(database.db, good, archive.dir, contentDir, {
      onArticle: (done) => {
        if (done === 2) throw new Error("the database went away");
      },
    });
    await expect(failing).rejects.toThrow("the database went away");
    expect(await issueRows()).toBe(0);
    expect(servedFiles()).toEqual([]);
    expect(readdirSync(contentDir)).toEqual([]);
  });

  const printEdition = (issueDate: string) => ({
    issueDate,
    title: "AWD Weekly 2026年9月26日号",
    headline: { en: "Keep the Town Library Open on Sundays", ja: "町の図書館を日曜日も開けよう" },
    pageCount: 4,
    pdf: `print/${issueDate}.pdf`,
    cover: `print/${issueDate}-cover.webp`,
    bytes: 3,
  });

  it("brings the issue's print edition along, and names a print description of another date", async () => {
    const cover = readFileSync(join(fixtureIssueDir, "media/images/706-main.webp"));
    const withPrint = (issueDate: string) =>
      fixtureIssueZip((files) => {
        files[`print/${fixtureIssue.date}.json`] = jsonBytes(printEdition(issueDate));
        files[`print/${fixtureIssue.date}.pdf`] = blankPdf(4);
        files[`print/${fixtureIssue.date}-cover.webp`] = cover;
      });
    const { check: good } = await check(withPrint(fixtureIssue.date));
    expect(good.problems).toEqual([]);
    expect(good.servedFiles).toEqual(
      expect.arrayContaining([`print/${fixtureIssue.date}.json`, `print/${fixtureIssue.date}.pdf`]),
    );
    const { check: wrong } = await check(withPrint("2026-09-19"));
    expect(wrong.problems).toContainEqual(
      expect.objectContaining({ file: `print/${fixtureIssue.date}.json`, field: "issueDate", code: "print-invalid" }),
    );
  });

  it.each([
    [
      "an article missing a field",
      (files: Record<string, Uint8Array>) => {
        const path = "articles/editorial/706.json";
        const { titleEn: _, ...rest } = parseJsonBytes(files[path]);
        files[path] = jsonBytes(rest);
      },
      { file: "articles/editorial/706.json", field: "titleEn", code: "missing-field" },
    ],
    [
      "a media file missing",
      (files: Record<string, Uint8Array>) => {
        delete files["media/images/506-main.webp"];
      },
      { file: "articles/earth-watches/506.json", field: "media", code: "missing-media" },
    ],
    [
      "an article of another issue",
      (files: Record<string, Uint8Array>) => {
        const path = "articles/earth-watches/506.json";
        files[path] = jsonBytes({ ...parseJsonBytes(files[path]), issue: "2026-09-19" });
      },
      { file: "articles/earth-watches/506.json", field: "issue", code: "several-issues" },
    ],
    [
      "a picture no article names",
      (files: Record<string, Uint8Array>) => {
        files["media/images/999-main.webp"] = new Uint8Array([1, 2, 3]);
      },
      { file: "media/images/999-main.webp", field: "", code: "unreferenced-file" },
    ],
  ])("with %s names the file and field, and may not be imported", async (_, breakIt, expected) => {
    const before = await issueRows();
    const { archive, check: broken } = await check(fixtureIssueZip(breakIt));
    expect(broken.problems).toContainEqual(expect.objectContaining(expected));
    await expect(importIssue(database.db, broken, archive.dir, contentDir)).rejects.toThrow();
    expect(await issueRows()).toBe(before);
  });

  it("with article ids another issue already uses names them, and may not be imported", async () => {
    const { archive, check: good } = await check(fixtureIssueZip());
    await importIssue(database.db, good, archive.dir, contentDir);
    const { check: moved } = await check(
      fixtureIssueZip((files) => {
        for (const path of Object.keys(files).filter((p) => p.startsWith("articles/")))
          files[path] = jsonBytes({ ...parseJsonBytes(files[path]), issue: "2026-09-19" });
      }),
    );
    expect(moved.problems).toContainEqual({
      file: "articles/editorial/706.json",
      field: "id",
      code: "id-taken",
      detail: `article 706 is already in issue ${fixtureIssue.date}`,
    });
    await database.db.delete(articles).where(eq(articles.issueDate, fixtureIssue.date));
  });
});

describe("a weekly issue whose media are not what their names say", () => {
  // Not random each run: the same 3,000 bytes, which no decoder reads as a picture, a recording or a PDF.
  const noise = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7919 + 13) % 251);
  const withAudioAndPrint = (change: (files: Record<string, Uint8Array>) => void) =>
    fixtureIssueZip((files) => {
      const meta = "media/meta/506.json";
      files[meta] = jsonBytes({
        ...parseJsonBytes(files[meta]),
        audio: { path: "media/audio/506.opus", durationMs: sampleAudio.durationMs, sentences: [] },
      });
      files["media/audio/506.opus"] = readFileSync(sampleAudio.opus);
      files[`print/${fixtureIssue.date}.json`] = jsonBytes({
        issueDate: fixtureIssue.date,
        title: "AWD Weekly 2026年9月26日号",
        headline: { en: "Keep the Town Library Open on Sundays", ja: "町の図書館を日曜日も開けよう" },
        pageCount: 4,
        pdf: `print/${fixtureIssue.date}.pdf`,
        cover: `print/${fixtureIssue.date}-cover.webp`,
        bytes: 3,
      });
      files[`print/${fixtureIssue.date}.pdf`] = blankPdf(4);
      files[`print/${fixtureIssue.date}-cover.webp`] = readFileSync(
        join(fixtureIssueDir, "media/images/706-main.webp"),
      );
      change(files);
    });

  it("is valid when its picture, recording and print PDF decode as their descriptions say", async () => {
    const { check: good } = await check(withAudioAndPrint(() => {}));
    expect(good.problems).toEqual([]);
  });

  it("is not valid when its picture, recording and PDF are 3,000 random bytes, and names each", async () => {
    const before = await issueRows();
    const { archive, check: broken } = await check(
      withAudioAndPrint((files) => {
        files["media/images/506-main.webp"] = noise;
        files["media/audio/506.opus"] = noise;
        files[`print/${fixtureIssue.date}.pdf`] = noise;
      }),
    );
    expect(broken.problems.map((p) => [p.file, p.field, p.code])).toEqual([
      ["media/images/506-main.webp", "", "unreadable-image"],
      ["media/audio/506.opus", "", "unreadable-audio"],
      [`print/${fixtureIssue.date}.pdf`, "", "unreadable-pdf"],
    ]);
    await expect(importIssue(database.db, broken, archive.dir, contentDir)).rejects.toThrow();
    expect(await issueRows()).toBe(before);
  });

  it("names a broken picture in the same round as a broken article", async () => {
    const { check: broken } = await check(
      fixtureIssueZip((files) => {
        const path = "articles/editorial/706.json";
        const { titleEn: _, ...rest } = parseJsonBytes(files[path]);
        files[path] = jsonBytes(rest);
        files["media/images/1306-main.webp"] = noise;
      }),
    );
    expect(broken.problems.map((p) => [p.file, p.code])).toEqual([
      ["articles/editorial/706.json", "missing-field"],
      ["media/images/1306-main.webp", "unreadable-image"],
    ]);
  });

  it("is not valid when its print PDF has other pages than its description gives", async () => {
    const { check: broken } = await check(
      withAudioAndPrint((files) => {
        files[`print/${fixtureIssue.date}.pdf`] = blankPdf(3);
      }),
    );
    expect(broken.problems).toEqual([
      {
        file: `print/${fixtureIssue.date}.pdf`,
        field: "pageCount",
        code: "media-mismatch",
        detail: `print/${fixtureIssue.date}.json gives 4 pages; the PDF has 3`,
      },
    ]);
  });
});

describe("a zip an attacker made", () => {
  const small: IssueArchiveLimits = { maxZipBytes: 64 * 1024, maxEntries: 20, maxUnpackedBytes: 256 * 1024 };
  const zeros = (bytes: number) => new Uint8Array(bytes);

  it.each([
    ["a path climbing out of the folder", zipFiles({ "../articles/editorial/706.json": jsonBytes({}) }), "unsafe-path"],
    ["an absolute path", zipFiles({ "/etc/cron.d/evil": jsonBytes({}) }), "unsafe-path"],
    ["a symbolic link", zipFiles({ "articles/editorial/706.json": symlinkEntry("/etc/passwd") }), "link"],
    ["a file the format does not hold", zipFiles({ "articles/editorial/run.sh": zeros(4) }), "file-type"],
    [
      "more entries than allowed",
      zipFiles(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`media/meta/${i}.json`, zeros(1)]))),
      "too-many-files",
    ],
    ["files unpacking past the cap", zipFiles({ "articles/editorial/706.json": zeros(1024 * 1024) }), "too-much-data"],
    [
      "a file inflating past the size it declares",
      declareUncompressedSize(zipFiles({ "articles/editorial/706.json": zeros(1024 * 1024) }), 100),
      "too-much-data",
    ],
    ["a zip larger than allowed", Buffer.alloc(65 * 1024), "too-large"],
    ["bytes that are not a zip", Buffer.from("not a zip at all"), "not-a-zip"],
    ["a zip without articles", zipFiles({ "media/meta/1.json": jsonBytes({}) }), "no-articles"],
  ])("with %s is refused before anything is written", async (_, zip, code) => {
    const before = readdirSync(tmpdir()).filter((name) => name.startsWith("awd-issue-")).length;
    const archive = await unpack(zip, small);
    expect(archive).toMatchObject({ ok: false, problems: [expect.objectContaining({ code })] });
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith("awd-issue-")).length).toBe(before);
  });

  it("leaves out what archivers add, and the one folder the issue was zipped in", async () => {
    const files = Object.fromEntries(
      Object.entries(folderFiles()).map(([path, bytes]) => [`2026-09-26/${path}`, bytes]),
    );
    const archive = await unpack(
      zipFiles({ ...files, "2026-09-26/.DS_Store": zeros(8), "__MACOSX/2026-09-26/._706.json": zeros(8) }),
    );
    expect(archive).toMatchObject({ ok: true });
    if (!archive.ok) return;
    expect(archive.files).toContain("articles/editorial/706.json");
    expect(archive.files.filter((f) => f.includes("DS_Store") || f.includes("MACOSX"))).toEqual([]);
  });
});

import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { issueMediaLimits, type MediaExpectation } from "@awd/core/issue-media";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIssueMedia, decodingLanes } from "./issue-media.ts";
import { blankPdf, sampleAudio } from "./issue-zip-fixture.ts";

// docs/product/publishers-desk.md#weekly-import: every picture, recording and print PDF is decoded.

let dir: string;
const opus = readFileSync(sampleAudio.opus);
const m4a = readFileSync(sampleAudio.m4a);
const print = readFileSync(join(dirname(sampleAudio.opus), "../../print/2026-10-03.pdf"));

const picture = (format: "webp" | "png" | "jpeg", width = 720, height = 492) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 80 } } })
    .toFormat(format)
    .toBuffer();

/** The Ogg pages of a recording up to its first audio page: its two header pages and no sound. */
function oggHeadersOnly(bytes: Buffer): Buffer {
  let offset = 0;
  for (let page = 0; page < 2; page++) {
    const segments = bytes[offset + 26] ?? 0;
    let length = 27 + segments;
    for (let i = 0; i < segments; i++) length += bytes[offset + 27 + i] ?? 0;
    offset += length;
  }
  return bytes.subarray(0, offset);
}

/** The AAC rendition with the duration its movie and track headers give set to zero. */
function mp4WithoutDuration(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  for (const atom of ["mvhd", "mdhd"])
    for (let at = copy.indexOf(atom); at >= 0; at = copy.indexOf(atom, at + 1)) {
      const version = copy[at + 4];
      const field = at + 8 + (version === 1 ? 16 : 8) + 4;
      if (version === 1) copy.writeBigUInt64BE(0n, field);
      else copy.writeUInt32BE(0, field);
    }
  return copy;
}

const files: Record<string, () => Promise<Uint8Array> | Uint8Array> = {
  "good.webp": () => picture("webp"),
  "good.opus": () => opus,
  "good.m4a": () => m4a,
  "good.pdf": () => blankPdf(4),
  "print.pdf": () => print,
  "random.webp": () => randomBytes(3000),
  "random.opus": () => randomBytes(3000),
  "random.m4a": () => randomBytes(3000),
  "random.pdf": () => randomBytes(3000),
  "empty.webp": () => new Uint8Array(),
  "empty.opus": () => new Uint8Array(),
  "empty.pdf": () => new Uint8Array(),
  "truncated.webp": async () => (await picture("webp")).subarray(0, 300),
  "truncated.m4a": () => m4a.subarray(0, Math.floor(m4a.length * 0.9)),
  "truncated.opus": () => opus.subarray(0, Math.floor(opus.length * 0.9)),
  "truncated.pdf": () => print.subarray(0, Math.floor(print.length / 2)),
  "png.webp": () => picture("png"),
  "jpeg.webp": () => picture("jpeg"),
  "m4a.opus": () => m4a,
  "pdf.webp": () => blankPdf(1),
  "huge.webp": () => picture("webp", 5000, 20),
  "headers-only.opus": () => oggHeadersOnly(opus),
  "no-duration.m4a": () => mp4WithoutDuration(m4a),
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "awd-media-"));
  for (const [name, make] of Object.entries(files)) {
    mkdirSync(join(dir, "media"), { recursive: true });
    writeFileSync(join(dir, "media", name), await make());
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const codes = async (expectation: MediaExpectation, limits = issueMediaLimits) =>
  (await checkIssueMedia(dir, [{ ...expectation, file: `media/${expectation.file}` }], limits)).map((p) => p.code);

describe("each media file of an issue is decoded", () => {
  it.each<[string, MediaExpectation]>([
    ["a WebP picture of the size its metadata gives", { file: "good.webp", width: 720, height: 492 }],
    ["an Opus recording of the length its metadata gives", { file: "good.opus", durationMs: sampleAudio.durationMs }],
    ["its AAC rendition, which starts a little late", { file: "good.m4a", durationMs: sampleAudio.durationMs }],
    ["a PDF of the pages its description gives", { file: "good.pdf", pageCount: 4 }],
    ["a print edition of the sample", { file: "print.pdf", pageCount: 7 }],
    ["a file that is not media (JSON), not decoded", { file: "notes.json" }],
  ])("passes %s", async (_, expectation) => {
    expect(await codes(expectation)).toEqual([]);
  });

  it.each<[string, string, string]>([
    ["3,000 random bytes named .webp", "random.webp", "unreadable-image"],
    ["3,000 random bytes named .opus", "random.opus", "unreadable-audio"],
    ["3,000 random bytes named .m4a", "random.m4a", "unreadable-audio"],
    ["3,000 random bytes named .pdf", "random.pdf", "unreadable-pdf"],
    ["an empty picture", "empty.webp", "unreadable-image"],
    ["an empty recording", "empty.opus", "unreadable-audio"],
    ["an empty PDF", "empty.pdf", "unreadable-pdf"],
    ["a picture cut short", "truncated.webp", "unreadable-image"],
    ["an AAC recording cut short", "truncated.m4a", "unreadable-audio"],
    ["a PDF cut in half", "truncated.pdf", "unreadable-pdf"],
    ["a PNG named .webp", "png.webp", "wrong-format"],
    ["a JPEG named .webp", "jpeg.webp", "wrong-format"],
    ["an AAC recording named .opus", "m4a.opus", "wrong-format"],
    ["a PDF named .webp", "pdf.webp", "unreadable-image"],
    ["a picture 5,000 pixels wide", "huge.webp", "image-size"],
    ["an Opus file of headers and no audio", "headers-only.opus", "silent-audio"],
    ["an AAC file whose duration is zero", "no-duration.m4a", "silent-audio"],
  ])("refuses %s", async (_, file, code) => {
    expect(await codes({ file })).toEqual([code]);
  });

  it.each<[string, MediaExpectation, string]>([
    ["a picture of another size than its metadata gives", { file: "good.webp", width: 640, height: 480 }, "width"],
    ["an Opus recording cut short", { file: "truncated.opus", durationMs: sampleAudio.durationMs }, "durationMs"],
    ["a PDF of fewer pages than its description gives", { file: "good.pdf", pageCount: 8 }, "pageCount"],
  ])("refuses %s, naming the field it contradicts", async (_, expectation, field) => {
    const problems = await checkIssueMedia(dir, [{ ...expectation, file: `media/${expectation.file}` }]);
    expect(problems.map((p) => [p.code, p.field])).toEqual([["media-mismatch", field]]);
  });

  it("gives up a file whose decoding takes too long, and goes on with the next", async () => {
    const problems = await checkIssueMedia(
      dir,
      [{ file: "media/print.pdf" }, { file: "media/good.opus" }, { file: "media/random.pdf" }],
      { ...issueMediaLimits, timeoutMs: 1, concurrency: 1 },
    );
    // Each file is given up on its own (its thread terminated, a new one started for the next).
    expect(problems.map((p) => [p.file, p.code])).toEqual([
      ["media/print.pdf", "media-timeout"],
      ["media/good.opus", "media-timeout"],
      ["media/random.pdf", "media-timeout"],
    ]);
  });

  it("gives up what is left of an issue once its files have taken their time", async () => {
    const problems = await checkIssueMedia(
      dir,
      ["good.webp", "good.opus", "good.pdf"].map((file) => ({ file: `media/${file}` })),
      { ...issueMediaLimits, issueTimeoutMs: 0 },
    );
    expect(problems.map((p) => [p.file, p.code, p.detail])).toEqual(
      ["good.webp", "good.opus", "good.pdf"].map((file) => [
        `media/${file}`,
        "media-timeout",
        "not decoded: the issue's files took longer than 0 s",
      ]),
    );
  });

  it("decodes no more files at once across checks than the process's lanes", async () => {
    decodingLanes.peak = 0;
    const some = ["good.webp", "random.webp", "good.opus", "random.pdf"].map((file) => ({ file: `media/${file}` }));
    const checks = await Promise.all([1, 2, 3].map(() => checkIssueMedia(dir, some)));
    expect(decodingLanes.peak).toBe(issueMediaLimits.concurrency);
    expect(decodingLanes.busy).toBe(0);
    expect(checks[1]).toEqual(checks[0]);
    expect(checks[2]).toEqual(checks[0]);
  }, 30_000);

  it("names each broken file once, in the order given, decoding several at a time", async () => {
    const problems = await checkIssueMedia(
      dir,
      ["random.webp", "good.webp", "random.pdf", "good.opus", "random.opus", "good.pdf"].map((f) => ({
        file: `media/${f}`,
      })),
    );
    expect(problems.map((p) => [p.file, p.code])).toEqual([
      ["media/random.webp", "unreadable-image"],
      ["media/random.pdf", "unreadable-pdf"],
      ["media/random.opus", "unreadable-audio"],
    ]);
  });
});

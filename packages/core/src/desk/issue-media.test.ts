import { describe, expect, it } from "vitest";
import { type DecodedMedia, issueMediaKind, judgeDecodedMedia, type MediaExpectation } from "./issue-media.ts";

const webp = (width: number, height: number): DecodedMedia => ({ kind: "image", format: "webp", width, height });
const opus = (durationMs: number | null): DecodedMedia => ({
  kind: "audio",
  container: "Ogg",
  codec: "Opus",
  durationMs,
});
const aac = (durationMs: number | null): DecodedMedia => ({
  kind: "audio",
  container: "M4A/isom/iso2",
  codec: "MPEG-4/AAC",
  durationMs,
});
const main = "media/images/506-main.webp";
const meta = "media/meta/506.json";

describe("issueMediaKind (which files of an issue are decoded)", () => {
  it.each([
    [main, "image"],
    ["print/2026-09-26-cover.webp", "image"],
    ["media/audio/101.opus", "audio"],
    ["media/audio/101.m4a", "audio"],
    ["print/2026-09-26.pdf", "pdf"],
    ["media/meta/506.json", undefined],
    ["articles/editorial/706.json", undefined],
  ])("%s: %s", (file, kind) => {
    expect(issueMediaKind(file)).toBe(kind);
  });
});

describe("judgeDecodedMedia", () => {
  it.each<[string, MediaExpectation, DecodedMedia, [string, string][]]>([
    ["a picture as its metadata says", { file: main, describedIn: meta, width: 720, height: 492 }, webp(720, 492), []],
    ["a cover, which no metadata sizes", { file: "print/2026-09-26-cover.webp" }, webp(490, 678), []],
    [
      "a picture the decoder could not read",
      { file: main },
      { kind: "unreadable", reason: "unsupported image format" },
      [["unreadable-image", ""]],
    ],
    [
      "a recording the decoder could not read",
      { file: "media/audio/1.opus" },
      { kind: "unreadable", reason: "x" },
      [["unreadable-audio", ""]],
    ],
    [
      "a PDF the decoder could not read",
      { file: "print/2026-09-26.pdf" },
      { kind: "unreadable", reason: "Invalid PDF structure." },
      [["unreadable-pdf", ""]],
    ],
    ["a file whose decoding was given up", { file: main }, { kind: "timeout", ms: 15000 }, [["media-timeout", ""]]],
    [
      "a file left undecoded at the issue's time",
      { file: main },
      { kind: "not-decoded", ms: 120000 },
      [["media-timeout", ""]],
    ],
    [
      "a PNG named .webp",
      { file: main },
      { kind: "image", format: "png", width: 720, height: 492 },
      [["wrong-format", ""]],
    ],
    ["an AAC recording named .opus", { file: "media/audio/1.opus" }, aac(1000), [["wrong-format", ""]]],
    ["an Opus recording named .m4a", { file: "media/audio/1.m4a" }, opus(1000), [["wrong-format", ""]]],
    ["a picture wider than allowed", { file: main }, webp(4097, 10), [["image-size", ""]]],
    ["a picture with no pixel", { file: main }, webp(0, 0), [["image-size", ""]]],
    [
      "a picture of another size than its metadata gives",
      { file: main, describedIn: meta, width: 720, height: 492 },
      webp(492, 720),
      [["media-mismatch", "width"]],
    ],
    ["a recording with no audio frame", { file: "media/audio/1.opus" }, opus(null), [["silent-audio", ""]]],
    ["a recording of zero duration", { file: "media/audio/1.m4a" }, aac(0), [["silent-audio", ""]]],
    [
      "a recording of negative duration (headers only)",
      { file: "media/audio/1.opus" },
      opus(-6.5),
      [["silent-audio", ""]],
    ],
    ["an AAC rendition 63 ms longer than its Opus", { file: "media/audio/1.m4a", durationMs: 74617 }, aac(74680), []],
    [
      "a recording cut short",
      { file: "media/audio/1.opus", durationMs: 74617 },
      opus(66994),
      [["media-mismatch", "durationMs"]],
    ],
    [
      "a PDF of the pages its description gives",
      { file: "print/2026-09-26.pdf", pageCount: 4 },
      { kind: "pdf", pages: 4 },
      [],
    ],
    [
      "a PDF of other pages than its description gives",
      { file: "print/2026-09-26.pdf", pageCount: 4 },
      { kind: "pdf", pages: 3 },
      [["media-mismatch", "pageCount"]],
    ],
    ["a PDF without a page", { file: "print/2026-09-26.pdf" }, { kind: "pdf", pages: 0 }, [["unreadable-pdf", ""]]],
    ["a JSON file, which is not decoded", { file: "media/meta/506.json" }, { kind: "unreadable", reason: "x" }, []],
  ])("%s", (_, expected, decoded, problems) => {
    const found = judgeDecodedMedia(expected, decoded);
    expect(found.map((p) => [p.code, p.field])).toEqual(problems);
    for (const p of found) expect(p.file).toBe(expected.file);
  });

  it("says in plain English what the file holds and what was expected", () => {
    expect(judgeDecodedMedia({ file: main }, { kind: "image", format: "png", width: 1, height: 1 })[0]?.detail).toBe(
      "named .webp but holds a PNG picture, not WebP",
    );
    expect(
      judgeDecodedMedia({ file: main, describedIn: meta, width: 720, height: 492 }, webp(640, 480))[0]?.detail,
    ).toBe("media/meta/506.json gives 720×492 pixels; the picture is 640×480");
  });
});

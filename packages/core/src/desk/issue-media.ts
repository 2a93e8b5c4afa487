import type { IssueProblem } from "../contract/desk-import.ts";

// Every picture, recording and print PDF of a weekly issue is decoded before the issue is called
// valid; these rules judge what the decoders found: docs/product/publishers-desk.md#weekly-import

export type IssueMediaKind = "image" | "audio" | "pdf";

/** What a file's extension promises (content/FORMAT.md): its kind and, for pictures and recordings, its format. */
const promised: Record<string, { kind: IssueMediaKind; format: string; matches: (d: DecodedMedia) => boolean }> = {
  webp: { kind: "image", format: "WebP", matches: (d) => d.kind === "image" && d.format === "webp" },
  opus: {
    kind: "audio",
    format: "Opus in Ogg",
    matches: (d) => d.kind === "audio" && d.container === "Ogg" && d.codec === "Opus",
  },
  m4a: {
    kind: "audio",
    format: "AAC in MPEG-4",
    matches: (d) => d.kind === "audio" && !d.container.startsWith("Ogg") && /AAC/.test(d.codec),
  },
  pdf: { kind: "pdf", format: "PDF", matches: (d) => d.kind === "pdf" },
};

const extension = (file: string) => /\.([a-z0-9]+)$/.exec(file)?.[1] ?? "";

/** The kind of media a file of an issue is, by its name; undefined for what is not decoded (JSON). */
export const issueMediaKind = (file: string): IssueMediaKind | undefined => promised[extension(file)]?.kind;

export const issueMediaLimits = {
  /** the longest side of a picture, in pixels (the print cover is 490×678, an article's picture 720×492) */
  maxImageSide: 4096,
  /** pixels sharp decodes at most (its limitInputPixels): a small file claiming a huge picture is refused unread */
  maxImagePixels: 4096 * 4096,
  /** one file's decoding, then it is given up */
  timeoutMs: 15_000,
  /** all the files of one issue: what is left undecoded then is given up, so an upload is answered in time */
  issueTimeoutMs: 120_000,
  /** files decoded at once */
  concurrency: 2,
  /** how far a recording may be from the duration its media metadata gives (an AAC rendition starts a little late) */
  durationToleranceMs: 1000,
};
export type IssueMediaLimits = typeof issueMediaLimits;

/** What a decoder found in one file. */
export type DecodedMedia =
  | { kind: "image"; format: string; width: number; height: number }
  | { kind: "audio"; container: string; codec: string; durationMs: number | null }
  | { kind: "pdf"; pages: number }
  /** the decoder could not read it: its words */
  | { kind: "unreadable"; reason: string }
  | { kind: "timeout"; ms: number }
  /** not decoded: the issue's files had taken their time already */
  | { kind: "not-decoded"; ms: number };

/** What the issue's own descriptions say of a media file, to compare with what it holds. */
export interface MediaExpectation {
  /** relative to the content folder */
  file: string;
  /** the description that says it (media/meta/506.json, print/2026-09-26.json) */
  describedIn?: string;
  width?: number;
  height?: number;
  durationMs?: number;
  pageCount?: number;
}

const unreadableCode = { image: "unreadable-image", audio: "unreadable-audio", pdf: "unreadable-pdf" } as const;

/** The problems of one decoded media file: none when it is what its name and its description say. */
export function judgeDecodedMedia(
  expected: MediaExpectation,
  decoded: DecodedMedia,
  limits: Pick<IssueMediaLimits, "maxImageSide" | "durationToleranceMs"> = issueMediaLimits,
): IssueProblem[] {
  const { file } = expected;
  const promise = promised[extension(file)];
  if (!promise) return [];
  const problem = (code: IssueProblem["code"], detail: string, field = ""): IssueProblem => ({
    file,
    field,
    code,
    detail,
  });
  if (decoded.kind === "timeout")
    return [problem("media-timeout", `decoding took longer than ${decoded.ms / 1000} s and was given up`)];
  if (decoded.kind === "not-decoded")
    return [problem("media-timeout", `not decoded: the issue's files took longer than ${decoded.ms / 1000} s`)];
  if (decoded.kind === "unreadable")
    return [problem(unreadableCode[promise.kind], `not a readable ${promise.format} file: ${decoded.reason}`)];
  if (!promise.matches(decoded)) {
    const found =
      decoded.kind === "image"
        ? `a ${decoded.format.toUpperCase()} picture`
        : decoded.kind === "audio"
          ? `${decoded.codec || "unknown audio"} in ${decoded.container || "an unknown container"}`
          : "a PDF";
    return [problem("wrong-format", `named .${extension(file)} but holds ${found}, not ${promise.format}`)];
  }
  const said = expected.describedIn ?? "its description";
  const problems: IssueProblem[] = [];
  if (decoded.kind === "image") {
    const { width, height } = decoded;
    if (width < 1 || height < 1 || width > limits.maxImageSide || height > limits.maxImageSide)
      return [problem("image-size", `${width}×${height} pixels; each side must be 1 to ${limits.maxImageSide}`)];
    if (expected.width !== undefined && expected.height !== undefined)
      if (expected.width !== width || expected.height !== height)
        problems.push(
          problem(
            "media-mismatch",
            `${said} gives ${expected.width}×${expected.height} pixels; the picture is ${width}×${height}`,
            "width",
          ),
        );
  }
  if (decoded.kind === "audio") {
    if (decoded.durationMs === null || !(decoded.durationMs > 0))
      return [problem("silent-audio", "the recording holds no audio (its duration is zero)")];
    if (
      expected.durationMs !== undefined &&
      Math.abs(expected.durationMs - decoded.durationMs) > limits.durationToleranceMs
    )
      problems.push(
        problem(
          "media-mismatch",
          `${said} gives ${expected.durationMs} ms; the recording lasts ${Math.round(decoded.durationMs)} ms (cut short?)`,
          "durationMs",
        ),
      );
  }
  if (decoded.kind === "pdf") {
    if (decoded.pages < 1) return [problem("unreadable-pdf", "the PDF has no page")];
    if (expected.pageCount !== undefined && expected.pageCount !== decoded.pages)
      problems.push(
        problem(
          "media-mismatch",
          `${said} gives ${expected.pageCount} pages; the PDF has ${decoded.pages}`,
          "pageCount",
        ),
      );
  }
  return problems;
}

import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { IssueProblem, IssueProblemCode } from "@awd/core/contract/desk-import";
import yauzl, { type Entry, type ZipFile } from "yauzl";

// A weekly issue arrives from the desk as a zip of a content folder (content/FORMAT.md). It comes
// from a browser, so it is read as an attacker might have made it: docs/product/publishers-desk.md#weekly-import

export interface IssueArchiveLimits {
  /** the zip's own size */
  maxZipBytes: number;
  /** files and folders in it */
  maxEntries: number;
  /** all its files once unpacked: what a zip bomb inflates */
  maxUnpackedBytes: number;
}

export const defaultIssueArchiveLimits: IssueArchiveLimits = {
  maxZipBytes: 200 * 1024 * 1024,
  maxEntries: 2000,
  maxUnpackedBytes: 400 * 1024 * 1024,
};

// The only files a content folder holds, by where they are (content/FORMAT.md).
const allowedFiles = [
  /^articles\/[a-z0-9-]+\/\d{1,9}\.json$/,
  /^media\/meta\/\d{1,9}\.json$/,
  /^media\/images\/\d{1,9}-(main|thumb)\.webp$/,
  /^media\/audio\/\d{1,9}\.(opus|m4a)$/,
  /^print\/\d{4}-\d{2}-\d{2}(\.pdf|\.json|-cover\.webp)$/,
];

// What an archiver adds of its own (macOS Finder, Windows Explorer): left out, not refused.
const archiverLitter = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/;

export type IssueArchive = { ok: true; dir: string; files: string[] } | { ok: false; problems: IssueProblem[] };

const refusal = (code: IssueProblemCode, file: string, detail: string): IssueArchive => ({
  ok: false,
  problems: [{ file, field: "", code, detail }],
});

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((done, fail) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) =>
      error ? fail(error) : done(zip),
    ),
  );

/** Every entry of the zip, or the reason yauzl refused one (an absolute or `..` path among them). */
const readEntries = (zip: ZipFile, maxEntries: number) =>
  new Promise<Entry[]>((done, fail) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      if (entries.length > maxEntries) {
        zip.close();
        done(entries);
      } else zip.readEntry();
    });
    zip.on("end", () => done(entries));
    zip.on("error", fail);
    zip.readEntry();
  });

const fileType = (entry: Entry) => (entry.externalFileAttributes >>> 16) & 0o170000;
const symbolicLink = 0o120000;

/** A Finder zip of the folder `2026-09-26/` holds `2026-09-26/articles/…`: the one top folder is not part of the paths. */
function commonTopFolder(names: string[]): string {
  const tops = new Set(names.map((name) => name.split("/")[0]));
  const [top] = tops;
  if (tops.size !== 1 || top === undefined || ["articles", "media", "print"].includes(top)) return "";
  return names.every((name) => name.startsWith(`${top}/`)) ? `${top}/` : "";
}

function unsafePath(error: unknown): IssueArchive | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(message);
  return match ? refusal("unsafe-path", match[2] ?? "", message) : undefined;
}

/**
 * Checks a zip against the limits and the content folder's file types, then unpacks it into a new
 * private temporary folder; nothing is written when the zip is refused. The caller removes `dir`.
 */
export async function unpackIssueArchive(
  bytes: Buffer,
  limits: IssueArchiveLimits = defaultIssueArchiveLimits,
): Promise<IssueArchive> {
  if (bytes.length > limits.maxZipBytes)
    return refusal("too-large", "", `the zip is ${bytes.length} bytes, more than ${limits.maxZipBytes}`);
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await openZip(bytes);
    entries = await readEntries(zip, limits.maxEntries);
  } catch (error) {
    return unsafePath(error) ?? refusal("not-a-zip", "", error instanceof Error ? error.message : String(error));
  }
  if (entries.length > limits.maxEntries) {
    zip.close();
    return refusal("too-many-files", "", `the zip holds more than ${limits.maxEntries} entries`);
  }
  const kept = entries.filter((entry) => !archiverLitter.test(entry.fileName));
  const top = commonTopFolder(kept.map((entry) => entry.fileName));
  const files: { entry: Entry; path: string }[] = [];
  const problems: IssueProblem[] = [];
  let declared = 0;
  for (const entry of kept) {
    const path = entry.fileName.slice(top.length);
    if (fileType(entry) === symbolicLink)
      problems.push({ file: path, field: "", code: "link", detail: "a symbolic link is not a file" });
    else if (entry.isEncrypted())
      problems.push({ file: path, field: "", code: "encrypted", detail: "encrypted entries cannot be read" });
    else if (path === "" || path.endsWith("/")) continue;
    else if (!allowedFiles.some((pattern) => pattern.test(path)))
      problems.push({ file: path, field: "", code: "file-type", detail: "not a file a content folder holds" });
    else {
      declared += entry.uncompressedSize;
      files.push({ entry, path });
    }
  }
  if (problems.length > 0) {
    zip.close();
    return { ok: false, problems };
  }
  if (declared > limits.maxUnpackedBytes) {
    zip.close();
    return refusal("too-much-data", "", `the files unpack to ${declared} bytes, more than ${limits.maxUnpackedBytes}`);
  }
  if (!files.some((file) => file.path.startsWith("articles/"))) {
    zip.close();
    return refusal("no-articles", "articles/", "the zip holds no article");
  }
  const dir = await mkdtemp(join(tmpdir(), "awd-issue-"));
  try {
    let unpacked = 0;
    for (const { entry, path } of files) {
      const target = join(dir, path);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      // yauzl stops an entry that inflates past its declared size; this stops the sum of them.
      const counter = new Transform({
        transform(chunk: Buffer, _, next) {
          unpacked += chunk.length;
          next(unpacked > limits.maxUnpackedBytes ? new Error("unpacked too much") : null, chunk);
        },
      });
      const stream = await new Promise<NodeJS.ReadableStream>((done, fail) =>
        zip.openReadStream(entry, (error, s) => (error ? fail(error) : done(s))),
      );
      await pipeline(stream, counter, createWriteStream(target, { mode: 0o600 }));
    }
    zip.close();
    return { ok: true, dir, files: files.map((file) => file.path) };
  } catch (error) {
    zip.close();
    await rm(dir, { recursive: true, force: true });
    const message = error instanceof Error ? error.message : String(error);
    // yauzl's "too many bytes in the stream" (an entry lying about its size) or ours (the sum).
    return refusal(/too many bytes|unpacked too much/.test(message) ? "too-much-data" : "not-a-zip", "", message);
  }
}

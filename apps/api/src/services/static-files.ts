import { open, stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import type { Database } from "@awd/db/client";
import { articles } from "@awd/db/schema/content";
import { eq } from "drizzle-orm";

// Only the media and print folders are served: the article JSON beside them holds paid text.
// Paid audio and every print PDF need a signed URL besides (routes/static.ts).
const publicPrefixes = ["media/images/", "media/audio/", "media/podcast/", "print/"];

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".svg": "image/svg+xml",
  ".opus": "audio/ogg",
  ".m4a": "audio/mp4",
  ".pdf": "application/pdf",
};

/**
 * The file a static path names, or undefined when the path is not public or escapes the folder
 * (`..`, encoded or not, backslashes and control characters are refused before resolving).
 */
export function resolveStaticPath(root: string, rawPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\\\p{Cc}]/u.test(path) || path.split("/").some((segment) => segment === ".." || segment === "."))
    return undefined;
  if (!publicPrefixes.some((prefix) => path.startsWith(prefix))) return undefined;
  const file = resolve(root, path);
  return file.startsWith(root + sep) ? file : undefined;
}

export const contentTypeOf = (file: string) => contentTypes[extname(file)] ?? "application/octet-stream";

/** Audio of a free article (either rendition) is public; any other audio needs a signed URL. */
export async function isFreeAudio(db: Database, path: string): Promise<boolean> {
  const match = /^media\/audio\/(\d{1,9})\.(opus|m4a)$/.exec(path);
  if (!match) return false;
  const [row] = await db
    .select({ isFree: articles.isFree })
    .from(articles)
    .where(eq(articles.id, Number(match[1])));
  return row?.isFree === true;
}

export interface FileSlice {
  stream: ReadableStream<Uint8Array>;
  size: number;
  start: number;
  end: number;
  partial: boolean;
}

/** Reads a file, or one byte range of it (what audio seeking asks for); undefined if absent. */
export async function readFileSlice(
  file: string,
  range: string | undefined,
): Promise<FileSlice | "unsatisfiable" | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const size = info.size;
  let start = 0;
  let end = size - 1;
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
  if (match) {
    const [, from = "", to = ""] = match;
    if (from === "" && to === "") return "unsatisfiable";
    if (from === "") start = Math.max(0, size - Number(to));
    else {
      start = Number(from);
      end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
    }
    if (start > end || start >= size) return "unsatisfiable";
  }
  const handle = await open(file);
  return { stream: streamRange(handle, start, end), size, start, end, partial: match !== null };
}

function streamRange(handle: Awaited<ReturnType<typeof open>>, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const length = Math.min(64 * 1024, end - position + 1);
      if (length <= 0) {
        await handle.close();
        controller.close();
        return;
      }
      const { bytesRead, buffer } = await handle.read(Buffer.alloc(length), 0, length, position);
      position += bytesRead;
      controller.enqueue(new Uint8Array(buffer.subarray(0, bytesRead)));
    },
    cancel: () => handle.close(),
  });
}

import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { PassThrough } from "node:stream";
import { parentPort } from "node:worker_threads";
import type { DecodedMedia } from "@awd/core/issue-media";
import { parseStream } from "music-metadata";

// A worker thread of issue-media.ts: opens the recordings and print PDFs of an uploaded issue, one at a
// time, apart from the API's own thread, so a hostile file that loops or swells is stopped by
// terminating this thread (docs/product/publishers-desk.md#weekly-import). Pictures are decoded by
// sharp, which works off the main thread already.

export interface DecodeRequest {
  path: string;
  kind: "audio" | "pdf";
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The container, codec and duration music-metadata reads from the recording's own bytes, streamed
 * (the whole file is read to find its last frame). Through a PassThrough, so that its format is told
 * by its content and not by its name.
 */
async function decodeAudio(path: string): Promise<DecodedMedia> {
  const stream = createReadStream(path).pipe(new PassThrough());
  try {
    const { format } = await parseStream(stream, undefined, { duration: true, skipCovers: true });
    if (!format.container && !format.codec) return { kind: "unreadable", reason: "no audio stream found" };
    return {
      kind: "audio",
      container: format.container ?? "",
      codec: format.codec ?? "",
      durationMs: format.hasAudio && format.duration !== undefined ? format.duration * 1000 : null,
    };
  } finally {
    stream.destroy();
  }
}

/** Opens the PDF with pdf.js and every one of its pages. */
async function decodePdf(path: string): Promise<DecodedMedia> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const data = new Uint8Array(await readFile(path));
  const task = getDocument({ data, isEvalSupported: false, stopAtErrors: true, verbosity: 0 });
  try {
    const document = await task.promise;
    for (let page = 1; page <= document.numPages; page++) await document.getPage(page);
    return { kind: "pdf", pages: document.numPages };
  } finally {
    await task.destroy();
  }
}

parentPort?.on("message", async (request: DecodeRequest) => {
  let decoded: DecodedMedia;
  try {
    decoded = request.kind === "audio" ? await decodeAudio(request.path) : await decodePdf(request.path);
  } catch (error) {
    decoded = { kind: "unreadable", reason: reason(error) };
  }
  parentPort?.postMessage(decoded);
});

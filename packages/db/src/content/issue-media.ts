import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { IssueProblem } from "@awd/core/contract/desk-import";
import {
  type DecodedMedia,
  type IssueMediaLimits,
  issueMediaKind,
  issueMediaLimits,
  judgeDecodedMedia,
  type MediaExpectation,
} from "@awd/core/issue-media";
import type { DecodeRequest } from "./media-decoder-thread.ts";

// An issue is valid only once each of its pictures, recordings and print PDFs has been decoded:
// docs/product/publishers-desk.md#weekly-import. Pictures by sharp (libvips, off the main thread),
// recordings (music-metadata) and PDFs (pdf.js) in worker threads that are terminated when a file takes
// too long or swells past their memory: a hostile file costs an upload its validity, never the API.

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** Decodes a WebP, PNG, … fully (every pixel, at a small size), and says what it found. */
async function decodeImage(path: string, limits: IssueMediaLimits): Promise<DecodedMedia> {
  try {
    // Loaded on the first upload, not when the API starts.
    const { default: sharp } = await import("sharp");
    const image = sharp(path, { limitInputPixels: limits.maxImagePixels, failOn: "warning", sequentialRead: true });
    const { format, width, height } = await image.metadata();
    // A picture larger than allowed is refused by its header, its pixels unread.
    if (Math.max(width, height) > limits.maxImageSide || width * height > limits.maxImagePixels)
      return { kind: "image", format, width, height };
    await image
      .timeout({ seconds: Math.max(1, Math.ceil(limits.timeoutMs / 1000)) })
      .resize(16, 16, { fit: "inside" })
      .raw()
      .toBuffer();
    return { kind: "image", format, width, height };
  } catch (error) {
    const message = reason(error);
    return /timeout/i.test(message)
      ? { kind: "timeout", ms: limits.timeoutMs }
      : { kind: "unreadable", reason: message };
  }
}

const workerResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/** One worker thread, replaced after it was terminated or died. */
class DecoderThread {
  private worker: Worker | undefined;

  decode(request: DecodeRequest, timeoutMs: number): Promise<DecodedMedia> {
    // Node runs the thread's TypeScript itself (type stripping): without the parent's loader (tsx), it starts in a fraction of the time.
    this.worker ??= new Worker(new URL("./media-decoder-thread.ts", import.meta.url), {
      execArgv: [],
      resourceLimits: workerResourceLimits,
    });
    const worker = this.worker;
    return new Promise((done) => {
      const finish = (decoded: DecodedMedia, dead: boolean) => {
        clearTimeout(timer);
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        if (dead) {
          this.worker = undefined;
          void worker.terminate();
        }
        done(decoded);
      };
      const onMessage = (decoded: DecodedMedia) => finish(decoded, false);
      const onError = (error: Error) =>
        finish({ kind: "unreadable", reason: `the decoder stopped: ${reason(error)}` }, true);
      const onExit = (code: number) => finish({ kind: "unreadable", reason: `the decoder stopped (${code})` }, true);
      const timer = setTimeout(() => finish({ kind: "timeout", ms: timeoutMs }, true), timeoutMs);
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      worker.postMessage(request);
    });
  }

  async close() {
    await this.worker?.terminate();
    this.worker = undefined;
  }
}

/**
 * The decoding lanes of this process, shared by every check: two uploads checked at once take turns
 * rather than doubling the threads and memory spent. `peak` is for tests.
 */
export const decodingLanes = {
  size: issueMediaLimits.concurrency,
  busy: 0,
  peak: 0,
  waiting: [] as (() => void)[],
  async take() {
    while (this.busy >= this.size) await new Promise<void>((free) => this.waiting.push(free));
    this.busy++;
    this.peak = Math.max(this.peak, this.busy);
  },
  give() {
    this.busy--;
    this.waiting.shift()?.();
  },
};

/**
 * Decodes the media files among `expectations` (pictures, recordings, PDFs; others are passed over),
 * `limits.concurrency` at a time (and no more than the process's lanes), and returns the problems of those that are broken, of another format
 * than their name says, or other than their description says.
 */
export async function checkIssueMedia(
  dir: string,
  expectations: readonly MediaExpectation[],
  limits: IssueMediaLimits = issueMediaLimits,
): Promise<IssueProblem[]> {
  const deadline = Date.now() + limits.issueTimeoutMs;
  const queue = expectations.filter((e) => issueMediaKind(e.file) !== undefined);
  const problems = new Map<string, IssueProblem[]>();
  const lane = async () => {
    await decodingLanes.take();
    const thread = new DecoderThread();
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const kind = issueMediaKind(next.file);
        const path = join(dir, next.file);
        const left = deadline - Date.now();
        const decoded: DecodedMedia =
          left <= 0
            ? { kind: "not-decoded", ms: limits.issueTimeoutMs }
            : kind === "image"
              ? await decodeImage(path, { ...limits, timeoutMs: Math.min(limits.timeoutMs, left) })
              : await thread.decode(
                  { path, kind: kind === "audio" ? "audio" : "pdf" },
                  Math.min(limits.timeoutMs, left),
                );
        problems.set(next.file, judgeDecodedMedia(next, decoded, limits));
      }
    } finally {
      await thread.close();
      decodingLanes.give();
    }
  };
  const order = queue.map((e) => e.file);
  await Promise.all(Array.from({ length: Math.min(limits.concurrency, queue.length) }, lane));
  return order.flatMap((file) => problems.get(file) ?? []);
}

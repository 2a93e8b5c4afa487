import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import type { IssueImport, IssueImportEvent, IssueProblem } from "@awd/core/contract/desk-import";
import type { Database } from "@awd/db/client";
import { type IssueArchiveLimits, unpackIssueArchive } from "@awd/db/content/issue-archive";
import { checkIssueDir, type IssueCheck, importIssue } from "@awd/db/content/issue-import";
import { revalidateSite, type SiteRevalidation } from "@awd/db/site-revalidation";
import type { Logger } from "../logger.ts";
import { type Operator, recordChange } from "./audit-log.ts";

// The desk's weekly import: an upload is checked and kept for a while under an id; running it imports
// the issue and tells its progress to whoever listens. docs/product/publishers-desk.md#weekly-import

/** How long an upload waits to be imported before its files are removed. */
export const uploadLifetimeMs = 30 * 60 * 1000;
/** Uploads kept at once: each holds an unpacked issue on disk. */
const keptUploads = 4;

interface Upload {
  id: string;
  dir: string;
  check: IssueCheck;
  expiresAt: number;
  state: "checked" | "running" | "finished";
  events: IssueImportEvent[];
  listeners: Set<(event: IssueImportEvent) => void>;
}

export type UploadOutcome =
  | { kind: "busy" }
  | { kind: "refused"; problems: IssueProblem[] }
  | { kind: "checked"; upload: IssueImport };

export type RunOutcome = "started" | "unknown" | "busy" | "invalid" | "already-run";

export interface IssueImportDeps {
  db: Database;
  contentDir: string;
  site: SiteRevalidation;
  limits: IssueArchiveLimits;
  logger: Logger;
}

const summary = (upload: Upload): IssueImport => ({
  id: upload.id,
  valid: upload.check.problems.length === 0,
  issue: upload.check.issue,
  articles: upload.check.articles.map(({ file }) => ({
    id: file.id,
    seriesId: file.seriesId,
    titleJa: file.titleJa,
    titleEn: file.titleEn,
  })),
  mediaFiles: upload.check.servedFiles.length,
  problems: upload.check.problems,
  expiresAt: new Date(upload.expiresAt).toISOString(),
});

/** The uploads of one API process, and the one import it runs at a time. */
export class IssueImports {
  private readonly uploads = new Map<string, Upload>();
  private running: string | undefined;

  constructor(private readonly deps: IssueImportDeps) {}

  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Unpacks and checks a zip; keeps it under a new id unless the zip itself was refused. */
  async upload(bytes: Buffer, now: number): Promise<UploadOutcome> {
    if (this.busy) return { kind: "busy" };
    await this.forgetOld(now);
    const archive = await unpackIssueArchive(bytes, this.deps.limits);
    if (!archive.ok) return { kind: "refused", problems: archive.problems };
    const check = await checkIssueDir(this.deps.db, archive.dir, archive.files);
    const upload: Upload = {
      id: randomUUID(),
      dir: archive.dir,
      check,
      expiresAt: now + uploadLifetimeMs,
      state: "checked",
      events: [],
      listeners: new Set(),
    };
    this.uploads.set(upload.id, upload);
    return { kind: "checked", upload: summary(upload) };
  }

  /** Starts importing an upload; its progress goes to follow()'s listeners. */
  run(id: string, operator: Operator, now: number): RunOutcome {
    const upload = this.uploads.get(id);
    if (!upload || upload.expiresAt <= now) return "unknown";
    if (this.busy) return "busy";
    if (upload.state !== "checked") return "already-run";
    if (upload.check.problems.length > 0) return "invalid";
    upload.state = "running";
    this.running = id;
    void this.importUpload(upload, operator, now).finally(() => {
      upload.state = "finished";
      this.running = undefined;
      void rm(upload.dir, { recursive: true, force: true });
    });
    return "started";
  }

  /**
   * The events so far, then each new one, until the import is done or failed. Returns the function
   * that stops listening; "unknown" for an id it does not know, "not-started" before the import runs
   * (a stream that might never end is not opened).
   */
  follow(id: string, listener: (event: IssueImportEvent) => void): (() => void) | "unknown" | "not-started" {
    const upload = this.uploads.get(id);
    if (!upload) return "unknown";
    if (upload.state === "checked") return "not-started";
    for (const event of upload.events) listener(event);
    upload.listeners.add(listener);
    return () => upload.listeners.delete(listener);
  }

  /** Removes every upload's files (the process is stopping). */
  async close(): Promise<void> {
    await Promise.all([...this.uploads.values()].map((upload) => rm(upload.dir, { recursive: true, force: true })));
    this.uploads.clear();
  }

  private emit(upload: Upload, event: IssueImportEvent) {
    upload.events.push(event);
    for (const listener of upload.listeners) listener(event);
  }

  private async importUpload(upload: Upload, operator: Operator, now: number) {
    const { check } = upload;
    this.emit(upload, { type: "validated", articles: check.articles.length, mediaFiles: check.servedFiles.length });
    try {
      const counts = await importIssue(this.deps.db, check, upload.dir, this.deps.contentDir, {
        onArticle: (done, total) => this.emit(upload, { type: "article", done, total }),
        inTransaction: (tx, counts) =>
          recordChange(tx, {
            operator,
            action: "issue.import",
            target: check.issue ?? "",
            before: null,
            after: counts,
            at: new Date(now),
          }),
      });
      this.emit(upload, { type: "media", files: counts.mediaFiles });
      const message = await revalidateSite(this.deps.site, counts.writtenIds);
      this.emit(upload, { type: "revalidated", message });
      const { writtenIds: _, ...rest } = counts;
      this.emit(upload, { type: "done", counts: rest, articleIds: check.articles.map((a) => a.file.id) });
    } catch (error) {
      this.deps.logger.error({ err: error, issue: check.issue }, "the weekly import failed; nothing was imported");
      const detail = error instanceof Error ? error.message : String(error);
      this.emit(upload, { type: "failed", problems: [{ file: "", field: "", code: "import-failed", detail }] });
    }
  }

  private async forgetOld(now: number) {
    const idle = [...this.uploads.values()].filter((upload) => upload.state !== "running");
    const stale = idle.filter((upload) => upload.expiresAt <= now);
    const excess = idle
      .filter((upload) => !stale.includes(upload))
      .slice(0, Math.max(0, idle.length - stale.length - keptUploads + 1));
    for (const upload of [...stale, ...excess]) {
      this.uploads.delete(upload.id);
      await rm(upload.dir, { recursive: true, force: true });
    }
  }
}

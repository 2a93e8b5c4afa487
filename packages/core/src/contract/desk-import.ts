import { z } from "zod";
import { deskChangePermission } from "../desk/desk-permissions.ts";
import { defineRoutes } from "./route.ts";

// POST /desk/imports, POST /desk/imports/{id}/run, GET /desk/imports/{id}/events: the weekly import
// from the desk (docs/product/publishers-desk.md#weekly-import).

/**
 * Why a file of an uploaded issue was refused: the desk words each in Japanese. The first group is
 * about the zip itself (nothing of it was read), the second about the content folder inside it, the
 * third about a picture, recording or print PDF its decoder found broken (packages/core/src/issue-media.ts).
 */
export const issueProblemCodes = [
  "not-a-zip",
  "too-large",
  "too-many-files",
  "too-much-data",
  "unsafe-path",
  "link",
  "encrypted",
  "file-type",
  "no-articles",
  "not-json",
  "missing-field",
  "invalid-field",
  "no-media-metadata",
  "missing-media",
  "file-name",
  "series-folder",
  "no-audio",
  "duplicate-id",
  "id-taken",
  "several-issues",
  "unreferenced-file",
  "print-invalid",
  "unreadable-image",
  "unreadable-audio",
  "unreadable-pdf",
  "wrong-format",
  "image-size",
  "silent-audio",
  "media-mismatch",
  "media-timeout",
  "import-failed",
] as const;
export type IssueProblemCode = (typeof issueProblemCodes)[number];

export const issueProblemSchema = z
  .object({
    /** the file at fault, relative to the content folder ("" for the zip as a whole) */
    file: z.string(),
    /** dotted path of the field at fault, "" for the whole file */
    field: z.string(),
    code: z.enum(issueProblemCodes),
    /** the importer's own words, in English, for the log and the curious */
    detail: z.string(),
  })
  .meta({ id: "IssueProblem" });
export type IssueProblem = z.infer<typeof issueProblemSchema>;

export const issueImportArticleSchema = z.object({
  id: z.number().int(),
  seriesId: z.string(),
  titleJa: z.string(),
  titleEn: z.string(),
});

/** What an uploaded issue holds, and whether it may be imported: valid only without a problem. */
export const issueImportSchema = z
  .object({
    id: z.string(),
    valid: z.boolean(),
    /** the weekly issue's date, when the articles name one */
    issue: z.iso.date().nullable(),
    articles: z.array(issueImportArticleSchema),
    /** media and print files the issue brings */
    mediaFiles: z.number().int().nonnegative(),
    problems: z.array(issueProblemSchema),
    /** until when the upload is kept to be imported */
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "IssueImport" });
export type IssueImport = z.infer<typeof issueImportSchema>;

/** A zip refused before its content was read (unsafe, too big, not a zip): what was wrong with it. */
export const issueRefusalSchema = z
  .object({
    message: z.string(),
    status_code: z.number().int(),
    request_id: z.string(),
    problems: z.array(issueProblemSchema),
  })
  .meta({ id: "IssueRefusal" });
export type IssueRefusal = z.infer<typeof issueRefusalSchema>;

export const issueImportIdParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/) });

export const issueImportCountsSchema = z.object({
  articles: z.number().int().nonnegative(),
  written: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  mediaFiles: z.number().int().nonnegative(),
});
export type IssueImportCounts = z.infer<typeof issueImportCountsSchema>;

/** The answer to POST …/run: the import has started; its progress is on the events stream. */
export const issueImportStartedSchema = z
  .object({ id: z.string(), events: z.string() })
  .meta({ id: "IssueImportStarted" });

/**
 * The server-sent events of one import, in this order: validated, article (one per article), media,
 * revalidated, then done; or failed at any point, after which nothing was imported.
 */
export const issueImportEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("validated"), articles: z.number().int(), mediaFiles: z.number().int() }),
  z.object({ type: z.literal("article"), done: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal("media"), files: z.number().int() }),
  z.object({ type: z.literal("revalidated"), message: z.string() }),
  z.object({ type: z.literal("done"), counts: issueImportCountsSchema, articleIds: z.array(z.number().int()) }),
  z.object({ type: z.literal("failed"), problems: z.array(issueProblemSchema) }),
]);
export type IssueImportEvent = z.infer<typeof issueImportEventSchema>;

export const deskImportRoutes = defineRoutes({
  upload: {
    method: "post",
    path: "/desk/imports",
    guard: deskChangePermission.import,
    description:
      "Upload a weekly issue: the zip of a content folder (content/FORMAT.md) as the body, Content-Type application/zip. Checked and kept for 30 minutes under the id of the answer.",
    body: z.string().meta({ format: "binary" }),
    accepts: "application/zip",
    answer: issueImportSchema,
    status: 201,
    summary: "What the issue holds and its problems; valid when it has none",
  },
  run: {
    method: "post",
    path: "/desk/imports/{id}/run",
    guard: deskChangePermission.import,
    description: "Import a valid upload, all or nothing; follow it on the events stream.",
    params: issueImportIdParamsSchema,
    answer: issueImportStartedSchema,
    status: 202,
    summary: "The import has started",
  },
  events: {
    method: "get",
    path: "/desk/imports/{id}/events",
    guard: deskChangePermission.import,
    description:
      "Server-sent events of an import, from its start: validated, article (done/total), media, revalidated, then done, or failed (nothing imported). Reading it changes nothing.",
    params: issueImportIdParamsSchema,
    answer: z.string(),
    produces: "text/event-stream",
    summary: "The import's events",
  },
});

import { z } from "zod";
import {
  type ReaderCodeKind,
  readerCodeMaxLength,
  readerCodeProblems,
  readerCodeProblemText,
} from "../access/reader-code.ts";
import { accountKinds, rightStatuses } from "../access/rights.ts";
import { productContents } from "../access/subscription-course.ts";

// GET /auth/right, POST /auth/preview-code and /auth/code.

export const rightSchema = z
  .object({
    productContentId: z.enum(productContents),
    status: z.enum(rightStatuses),
    accountKind: z.enum(accountKinds),
    startedAt: z.string().nullable(),
    expireAt: z.string().nullable(),
    previewCodeAuthenticatedAt: z.string().nullable(),
    isDoubleCourseFirstMonthContract: z.boolean(),
    hasAwdAllianceToken: z.boolean(),
    hasPreviewModeCookie: z.boolean(),
    sessionExpiresAt: z.string().meta({ description: "Refetch the right after this instant" }),
  })
  .meta({ id: "AuthorizationRight" });

/** A code as a reader typed it, refused by core's rule (reader-code.ts), as my page bounds its field. */
const typedCode = (kind: ReaderCodeKind) =>
  z
    .string()
    .superRefine((code, ctx) => {
      for (const problem of readerCodeProblems(kind, code))
        ctx.addIssue({ code: "custom", message: readerCodeProblemText(kind, problem) });
    })
    .meta({ description: `1 to ${readerCodeMaxLength[kind]} characters, as typed` });

export const previewCodeRequestSchema = z.object({ previewCode: typedCode("preview") });
export type PreviewCodeRequest = z.infer<typeof previewCodeRequestSchema>;

export const linkingCodeRequestSchema = z.object({ authenticationCode: typedCode("linking") });
export type LinkingCodeRequest = z.infer<typeof linkingCodeRequestSchema>;

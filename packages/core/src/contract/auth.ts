import { z } from "zod";
import { accountKinds, rightStatuses } from "../access/rights.ts";
import { productContents } from "../access/subscription-course.ts";
import { previewCodeMaxLength } from "../desk/desk-course.ts";

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

export const previewCodeRequestSchema = z.object({ previewCode: z.string().min(1).max(previewCodeMaxLength) });
export type PreviewCodeRequest = z.infer<typeof previewCodeRequestSchema>;

export const linkingCodeRequestSchema = z.object({ authenticationCode: z.string().min(1).max(64) });
export type LinkingCodeRequest = z.infer<typeof linkingCodeRequestSchema>;

import { z } from "zod";
import {
  type ReaderCodeKind,
  readerCodeMaxLength,
  readerCodeProblems,
  readerCodeProblemText,
} from "../access/reader-code.ts";
import { accountKinds, rightStatuses } from "../access/rights.ts";
import { productContents } from "../access/subscription-course.ts";
import { defineRoutes } from "./route.ts";

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

export const authRoutes = defineRoutes({
  right: {
    method: "get",
    path: "/auth/right",
    // A signed-in member or an alliance visitor; the route itself answers 401 to anyone else.
    guard: "public",
    answer: rightSchema,
    summary: "The visitor's right (empty for a free member)",
  },
  previewCode: {
    method: "post",
    path: "/auth/preview-code",
    guard: "reader",
    body: previewCodeRequestSchema,
    answer: rightSchema,
    summary: "Accepted: the right with the code's date",
  },
  linkingCode: {
    method: "post",
    path: "/auth/code",
    guard: "reader",
    body: linkingCodeRequestSchema,
    answer: rightSchema,
    summary: "Linked: the new right",
  },
});

// GET /alliance/enter (docs/product/alliance-partners.md): a partner's link, answered by a redirect.

export const allianceRoutes = defineRoutes({
  enter: {
    method: "get",
    path: "/alliance/enter",
    guard: "public",
    description:
      "The link a partner site puts on its pages, made by the partner's server for each page view: `?partner=ID&ts=UNIX_SECONDS&nonce=N&sig=HEX`, where nonce is 16 to 64 of A-Z a-z 0-9 _ - and sig the hex HMAC-SHA256, keyed by the partner's secret, of `partner`, `ts` and `nonce` joined by newlines. A link enters once, within 5 minutes of ts; the visitor is then sent to the site with a signed token (?awdAllianceToken=…). Without these parameters, only a partner the desk allowed may enter by its exact host in the Referer header.",
    status: 302,
    answer: z.undefined(),
    summary: "To the reader's site with the token",
  },
});

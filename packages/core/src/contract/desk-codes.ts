import { z } from "zod";
import { type DeskLimitProblem, linkingCodeLimits, previewCodeMaxLength } from "../desk/desk-course.ts";
import { deskChangePermission } from "../desk/desk-permissions.ts";
import { defineRoutes } from "./route.ts";

// The desk's codes (docs/product/publishers-desk.md#codes): the preview code printed each month and the
// one-time linking codes the subscription desk hands out.

/**
 * A whole number from 1 to max, refused with the problem code of desk-course.ts's rules as its
 * message, so the API answers a number past a limit with the same code the service, the command line
 * and the web desk give (the API's 422 carries it as its code).
 */
export const deskLimitedNumber = (max: number, problem: DeskLimitProblem) =>
  z.number().int(problem).min(1, problem).max(max, problem);

export const previewCodeMonthSchema = z
  .object({ month: z.string(), code: z.string() })
  .meta({ id: "PreviewCodeMonth" });

export const previewCodesSchema = z
  .object({
    currentMonth: z.string().meta({ description: "This month on the Tokyo calendar, YYYY-MM" }),
    codes: z.array(previewCodeMonthSchema).meta({ description: "The months that have a code, newest first" }),
  })
  .meta({ id: "PreviewCodes" });
export type PreviewCodes = z.infer<typeof previewCodesSchema>;

export const monthParamSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "the month is YYYY-MM")
    .meta({ description: "YYYY-MM", example: "2026-12" }),
});

export const setPreviewCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, "preview-code-empty" satisfies DeskLimitProblem)
      .max(previewCodeMaxLength, "preview-code-too-long" satisfies DeskLimitProblem),
  })
  .meta({ id: "SetPreviewCode" });
export type SetPreviewCode = z.infer<typeof setPreviewCodeSchema>;

export const issueLinkingCodesSchema = z
  .object({
    product: z.enum(["digital", "double"]),
    count: deskLimitedNumber(linkingCodeLimits.maxCount, "count-out-of-range"),
    months: deskLimitedNumber(linkingCodeLimits.maxMonths, "months-out-of-range"),
    validDays: deskLimitedNumber(linkingCodeLimits.maxValidDays, "valid-days-out-of-range"),
  })
  .meta({ id: "IssueLinkingCodes" });
export type IssueLinkingCodes = z.infer<typeof issueLinkingCodesSchema>;

export const issuedLinkingCodeSchema = z
  .object({ code: z.string(), product: z.enum(["digital", "double"]), months: z.number().int(), expiresAt: z.string() })
  .meta({ id: "IssuedLinkingCode" });

export const issuedLinkingCodesSchema = z
  .object({
    codes: z.array(issuedLinkingCodeSchema).meta({ description: "The new codes: shown this once, never listed again" }),
  })
  .meta({ id: "IssuedLinkingCodes" });
export type IssuedLinkingCodes = z.infer<typeof issuedLinkingCodesSchema>;

export const linkingCodeStates = ["unused", "used", "expired"] as const;

export const listedLinkingCodeSchema = z
  .object({
    id: z.string().meta({ description: "Names the code in a revocation without spelling it" }),
    hint: z.string().meta({ description: "The code's last characters, e.g. …3F9A" }),
    product: z.enum(["digital", "double"]),
    months: z.number().int(),
    expiresAt: z.string(),
    state: z.enum(linkingCodeStates),
    redeemedBy: z.string().nullable().meta({ description: "The email of the account that redeemed it" }),
    redeemedAt: z.string().nullable(),
  })
  .meta({ id: "ListedLinkingCode" });
export type ListedLinkingCode = z.infer<typeof listedLinkingCodeSchema>;

export const linkingCodesSchema = z
  .object({ codes: z.array(listedLinkingCodeSchema).meta({ description: "Newest expiry first" }) })
  .meta({ id: "LinkingCodes" });
export type LinkingCodes = z.infer<typeof linkingCodesSchema>;

export const linkingCodeParamSchema = z.object({
  id: z.string().min(1).max(128).meta({ description: "The id of a listed code", example: "3f9a…" }),
});

export const deskCodesRoutes = defineRoutes({
  previewCodes: {
    method: "get",
    path: "/desk/preview-codes",
    guard: "desk:read",
    answer: previewCodesSchema,
    summary: "This month and the codes of recent months",
  },
  setPreviewCode: {
    method: "post",
    path: "/desk/preview-codes/{month}",
    guard: deskChangePermission.codes,
    params: monthParamSchema,
    body: setPreviewCodeSchema,
    answer: previewCodeMonthSchema,
    summary: "The month's code, as readers must type it",
  },
  linkingCodes: {
    method: "get",
    path: "/desk/linking-codes",
    guard: "desk:read",
    answer: linkingCodesSchema,
    summary: "Every linking code, without spelling one",
  },
  issueLinkingCodes: {
    method: "post",
    path: "/desk/linking-codes",
    guard: deskChangePermission.codes,
    body: issueLinkingCodesSchema,
    answer: issuedLinkingCodesSchema,
    status: 201,
    summary: "The new codes, shown this once",
  },
  revokeLinkingCode: {
    method: "post",
    path: "/desk/linking-codes/{id}/revoke",
    guard: deskChangePermission.codes,
    params: linkingCodeParamSchema,
    answer: z.object({ revoked: z.literal(true) }),
    summary: "The code expires now",
  },
});

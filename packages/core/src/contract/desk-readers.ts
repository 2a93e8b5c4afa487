import { z } from "zod";
import { accountKinds } from "../access/rights.ts";
import { productContents } from "../access/subscription-course.ts";
import { deskCourseMaxMonths } from "../desk/desk-course.ts";
import { deskChangePermission } from "../desk/desk-permissions.ts";
import { deskLimitedNumber } from "./desk-codes.ts";
import { defineRoutes } from "./route.ts";

// The desk's readers (docs/product/publishers-desk.md#readers): find an account by email, see its
// course, change it.

export const readerSearchQuerySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "email must not be empty")
    .max(254)
    .meta({ description: "An email, or its beginning: every account whose email starts with it", example: "free@" }),
});

export const deskCourseSchema = z
  .object({
    product: z.enum(productContents),
    status: z.enum(["available", "none"]),
    startedAt: z.string(),
    expireAt: z.string(),
    isDoubleCourseFirstMonthContract: z.boolean(),
    previewCodeAuthenticatedAt: z
      .string()
      .nullable()
      .meta({ description: "When the reader last entered the month's preview code; null: never" }),
  })
  .meta({ id: "DeskCourse" });
export type DeskCourse = z.infer<typeof deskCourseSchema>;

export const readerSummarySchema = z
  .object({
    subject: z.string(),
    email: z.string(),
    name: z.string(),
    kind: z.enum(accountKinds),
    course: deskCourseSchema.nullable().meta({ description: "null: the account never had a course" }),
  })
  .meta({ id: "ReaderSummary" });
export type ReaderSummary = z.infer<typeof readerSummarySchema>;

export const readerSearchSchema = z
  .object({
    readers: z.array(readerSummarySchema).meta({ description: "The matching accounts, the exact email first" }),
    more: z.boolean().meta({ description: "More accounts match than are listed: type more of the email" }),
  })
  .meta({ id: "ReaderSearch" });
export type ReaderSearch = z.infer<typeof readerSearchSchema>;

export const readerParamSchema = z.object({
  subject: z
    .string()
    .min(1)
    .max(200)
    .meta({ description: "The account's subject, URL-encoded", example: "awd|demo-free" }),
});

export const usedLinkingCodeSchema = z
  .object({
    code: z.string(),
    product: z.enum(["digital", "double"]),
    months: z.number().int(),
    redeemedAt: z.string(),
  })
  .meta({ id: "UsedLinkingCode" });

export const readerDetailSchema = readerSummarySchema
  .extend({
    createdAt: z.string(),
    linkingCode: usedLinkingCodeSchema.nullable().meta({ description: "The linking code the account redeemed last" }),
  })
  .meta({ id: "ReaderDetail" });
export type ReaderDetail = z.infer<typeof readerDetailSchema>;

const months = deskLimitedNumber(deskCourseMaxMonths, "months-out-of-range");

export const grantCourseSchema = z
  .object({
    product: z.enum(["digital", "double"]),
    months,
    firstMonth: z
      .boolean()
      .default(false)
      .meta({ description: "A double course in its first contract month: the preview code's countdown shows" }),
    replace: z.boolean().default(false).meta({
      description:
        "true: the grant ends the reader's running course now and replaces it; without it a running course is answered 409 and nothing changes",
    }),
  })
  .meta({ id: "GrantCourse" });
export type GrantCourse = z.input<typeof grantCourseSchema>;

export const extendCourseSchema = z.object({ months }).meta({ id: "ExtendCourse" });
export type ExtendCourse = z.infer<typeof extendCourseSchema>;

export const corporateSchema = z
  .object({ corporate: z.boolean().meta({ description: "true: a corporate ID; false: a personal account" }) })
  .meta({ id: "SetCorporate" });
export type SetCorporate = z.infer<typeof corporateSchema>;

export const deskReadersRoutes = defineRoutes({
  search: {
    method: "get",
    path: "/desk/readers",
    guard: "desk:read",
    query: readerSearchQuerySchema,
    answer: readerSearchSchema,
    summary: "The accounts whose email is or starts with the one asked",
  },
  reader: {
    method: "get",
    path: "/desk/readers/{subject}",
    guard: "desk:read",
    params: readerParamSchema,
    answer: readerDetailSchema,
    summary: "The reader",
  },
  grantCourse: {
    method: "post",
    path: "/desk/readers/{subject}/course",
    guard: deskChangePermission.readers,
    params: readerParamSchema,
    body: grantCourseSchema,
    answer: readerDetailSchema,
    summary: "The course granted from now, replacing a running one only with replace: true",
  },
  extendCourse: {
    method: "post",
    path: "/desk/readers/{subject}/course/extend",
    guard: deskChangePermission.readers,
    params: readerParamSchema,
    body: extendCourseSchema,
    answer: readerDetailSchema,
    summary: "The running course's end moved later",
  },
  revokeCourse: {
    method: "post",
    path: "/desk/readers/{subject}/course/revoke",
    guard: deskChangePermission.readers,
    params: readerParamSchema,
    answer: readerDetailSchema,
    summary: "The running course ended now",
  },
  setCorporate: {
    method: "post",
    path: "/desk/readers/{subject}/corporate",
    guard: deskChangePermission.readers,
    params: readerParamSchema,
    body: corporateSchema,
    answer: readerDetailSchema,
    summary: "The account is a corporate ID, or a personal one again",
  },
});

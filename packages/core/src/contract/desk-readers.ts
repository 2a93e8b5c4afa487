import { z } from "zod";
import { accountKinds } from "../rights.ts";
import { productContents } from "../subscription-course.ts";

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

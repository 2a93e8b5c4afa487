import { z } from "zod";
import { defineRoutes } from "./route.ts";

// GET /print-editions and /print-editions/{issueDate}.

const headlineSchema = z.object({ en: z.string(), ja: z.string() });

export const printEditionSummarySchema = z
  .object({
    issueDate: z.string().meta({ example: "2026-11-21" }),
    title: z.string(),
    headline: headlineSchema.meta({ description: "The cover story's titles" }),
    pageCount: z.number().int(),
    cover: z.string().meta({ description: "Path under /static of the front page's thumbnail (public)" }),
  })
  .meta({ id: "PrintEditionSummary" });

export const printEditionSchema = z
  .object({
    issueDate: z.string(),
    title: z.string(),
    headline: headlineSchema,
    pageCount: z.number().int(),
    bytes: z.number().int(),
    pdfUrl: z.string().meta({
      description: "Path under /static with a short-lived signature: print/{issueDate}.pdf?expires=…&signature=…",
    }),
  })
  .meta({ id: "PrintEdition" });
export type PrintEdition = z.infer<typeof printEditionSchema>;

export const printEditionListSchema = z.array(printEditionSummarySchema);
export type PrintEditionSummary = z.infer<typeof printEditionSummarySchema>;

export const printEditionsRoutes = defineRoutes({
  list: {
    method: "get",
    path: "/print-editions",
    guard: "public",
    answer: printEditionListSchema,
    summary: "Every issue of the print edition, newest first",
  },
  /** Anyone may ask; the PDF's signed URL goes only to whoever may read a paid article (401 or 403 otherwise). */
  show: {
    method: "get",
    path: "/print-editions/{issueDate}",
    guard: "public",
    params: z.object({ issueDate: z.string().meta({ example: "2026-11-21" }) }),
    answer: printEditionSchema,
    summary: "One issue with a signed URL of its PDF",
  },
});

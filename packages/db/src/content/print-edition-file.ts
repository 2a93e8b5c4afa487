import { z } from "zod";

// The print edition lives beside the articles as plain files that scripts/content/print.ts makes:
// content/print/{issueDate}.pdf, its front page as {issueDate}-cover.webp and this description as
// {issueDate}.json. No table: the files are the edition, as the article JSON is.
export const printEditionFileSchema = z.object({
  issueDate: z.iso.date(),
  title: z.string().trim().min(1),
  /** The cover story's titles. */
  headline: z.object({ en: z.string().trim().min(1), ja: z.string().trim().min(1) }),
  pageCount: z.number().int().positive(),
  /** Paths relative to the content folder, as /static serves them. */
  pdf: z.string().regex(/^print\/\d{4}-\d{2}-\d{2}\.pdf$/),
  cover: z.string().regex(/^print\/\d{4}-\d{2}-\d{2}-cover\.webp$/),
  /** Size of the PDF, so a reader can be told what the download weighs. */
  bytes: z.number().int().positive(),
});
export type PrintEditionFile = z.infer<typeof printEditionFileSchema>;

import { z } from "zod";
import { notebookLimits } from "../constants.ts";
import { notebookSorts } from "../notebook/notebook-words-query.ts";
import { reviewGrades, reviewStates } from "../notebook/review-schedule.ts";
import { characterCount } from "../text/text-length.ts";
import { postgresIntegerMax } from "./articles.ts";
import { defineRoutes } from "./route.ts";

// The notebook and review routes (docs/product/notebook.md): signed-in readers only, each reaching only
// their own words. Text past a limit is refused with 422, never cut; so is a NUL, which PostgreSQL
// text cannot hold (the API refuses it in bodies before any route; the search query is checked here).

const text = (max: number, min = 1) =>
  z
    .string()
    .refine((value) => !value.includes("\u0000"), { message: "text may not contain NUL characters (\\u0000)" })
    .trim()
    .refine((value) => characterCount(value) >= min, { message: "must not be empty" })
    .refine((value) => characterCount(value) <= max, { message: `at most ${max} characters` });

export const saveWordRequestSchema = z
  .object({
    word: text(notebookLimits.wordMaxLength),
    lemma: text(notebookLimits.wordMaxLength),
    sentence: text(notebookLimits.sentenceMaxLength),
    translation: text(notebookLimits.translationMaxLength).nullable().default(null),
    meaning: text(notebookLimits.meaningMaxLength, 0)
      .default("")
      .meta({ description: "What the reader was shown the word means: the glossary's Japanese or a dictionary sense" }),
    articleId: z.number().int().positive().max(postgresIntegerMax),
    note: text(notebookLimits.noteMaxLength, 0).default(""),
  })
  .meta({ id: "SaveWordRequest" });
export type SaveWordRequest = z.input<typeof saveWordRequestSchema>;

export const noteRequestSchema = z.object({ note: text(notebookLimits.noteMaxLength, 0) }).meta({ id: "NoteRequest" });

export const notebookQuerySchema = z.object({
  q: text(notebookLimits.searchMaxLength, 0)
    .optional()
    .meta({ description: "Words, lemmas, sentences or notes holding this text, ignoring case" }),
  sort: z.enum(notebookSorts).default("newest"),
  p: z.string().optional().meta({ description: "Page, starting at 1" }),
});

export const reviewSummarySchema = z
  .object({
    due: z.string().meta({ description: "When the card is next due (ISO 8601)" }),
    reviewCount: z.number().int().meta({ description: "Grades counted so far; a grade names this count" }),
    state: z.enum(reviewStates),
  })
  .meta({ id: "ReviewSummary" });

export const notebookWordSchema = z
  .object({
    id: z.number().int(),
    word: z.string(),
    lemma: z.string(),
    sentence: z.string(),
    translation: z.string().nullable(),
    meaning: z.string(),
    articleId: z.number().int(),
    note: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    review: reviewSummarySchema,
  })
  .meta({ id: "NotebookWord" });
export type NotebookWord = z.infer<typeof notebookWordSchema>;

export const notebookPageSchema = z
  .object({
    items: z.array(notebookWordSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: "NotebookPage" });
export type NotebookPage = z.infer<typeof notebookPageSchema>;

export const deletedWordSchema = z.object({ id: z.number().int() }).meta({ id: "DeletedWord" });

export const dueCountSchema = z.object({ dueCount: z.number().int() }).meta({ id: "DueCount" });

export const dueCardsSchema = z
  .object({ cards: z.array(notebookWordSchema), dueCount: z.number().int() })
  .meta({ id: "DueCards", description: "The first cards of the due queue, and how many are due in all" });
export type DueCards = z.infer<typeof dueCardsSchema>;

export const gradeRequestSchema = z
  .object({
    grade: z
      .enum(reviewGrades)
      .meta({ description: "The review button the reader pressed: again, hard, good or easy" }),
    reviewCount: z
      .number()
      .int()
      .nonnegative()
      .max(postgresIntegerMax)
      .meta({ description: "The card's reviewCount when it was shown" }),
  })
  .meta({ id: "GradeRequest" });

export const gradedCardSchema = z
  .object({
    counted: z.boolean().meta({ description: "false when this grade was already counted: the schedule is unchanged" }),
    word: notebookWordSchema,
  })
  .meta({ id: "GradedCard" });
export type GradedCard = z.infer<typeof gradedCardSchema>;

const wordParams = z.object({ id: z.string().meta({ description: "The word's id" }) });

export const notebookRoutes = defineRoutes({
  list: {
    method: "get",
    path: "/notebook/words",
    guard: "reader",
    query: notebookQuerySchema,
    answer: notebookPageSchema,
    summary: "One page of the reader's words",
  },
  /** 201 for a new word; 200 (the same answer) when the same word from the same sentence was already kept. */
  save: {
    method: "post",
    path: "/notebook/words",
    guard: "reader",
    body: saveWordRequestSchema,
    status: 201,
    answer: notebookWordSchema,
    summary: "Saved",
  },
  note: {
    method: "post",
    path: "/notebook/words/{id}/note",
    guard: "reader",
    params: wordParams,
    body: noteRequestSchema,
    answer: notebookWordSchema,
    summary: "The note replaced",
  },
  delete: {
    method: "delete",
    path: "/notebook/words/{id}",
    guard: "reader",
    params: wordParams,
    answer: deletedWordSchema,
    summary: "Deleted, with its review schedule",
  },
  exportCsv: {
    method: "get",
    path: "/notebook/export.csv",
    guard: "reader",
    produces: "text/csv",
    answer: z.string(),
    summary: "The whole notebook as CSV (UTF-8 with BOM)",
  },
  exportAnki: {
    method: "get",
    path: "/notebook/export-anki.txt",
    guard: "reader",
    produces: "text/plain",
    answer: z.string(),
    summary: "The whole notebook as Anki notes, tab-separated",
  },
});

export const reviewRoutes = defineRoutes({
  due: {
    method: "get",
    path: "/review/due",
    guard: "reader",
    answer: dueCardsSchema,
    summary: "The first due cards and the due count",
  },
  dueCount: {
    method: "get",
    path: "/review/due-count",
    guard: "reader",
    answer: dueCountSchema,
    summary: "How many cards are due now",
  },
  grade: {
    method: "post",
    path: "/review/cards/{id}/grade",
    guard: "reader",
    params: wordParams,
    body: gradeRequestSchema,
    answer: gradedCardSchema,
    summary: "The card's schedule after the grade (counted once)",
  },
});

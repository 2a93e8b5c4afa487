import { z } from "zod";
import { readingLimits } from "../constants.ts";
import { isArticleId } from "./articles.ts";
import { defineRoutes } from "./route.ts";

// The reading-history routes (docs/product/reading-history.md): signed-in readers only, each reaching
// only their own history. Recording the same opening or finish again is safe.

const maxIds = readingLimits.finishedQueryMaxIds;

export const finishedQuerySchema = z.object({
  ids: z
    .string()
    .refine((text) => text.split(",").every(isArticleId), "ids must be a comma-separated list of article ids")
    .refine((text) => text.split(",").length <= maxIds, `ids may name at most ${maxIds} articles`)
    .meta({ description: `Up to ${maxIds} article ids, comma-separated`, example: "2502,2503" }),
});

export const articleReadingSchema = z
  .object({
    articleId: z.number().int(),
    firstOpenedAt: z.string(),
    lastOpenedAt: z.string(),
    finishedAt: z.string().nullable().meta({ description: "null until the reader finished the article" }),
  })
  .meta({ id: "ArticleReading" });
export type ArticleReadingRecord = z.infer<typeof articleReadingSchema>;

export const readArticleSchema = z
  .object({
    id: z.number().int(),
    seriesPath: z.string(),
    seriesName: z.string(),
    titleEn: z.string(),
    titleJa: z.string(),
    lastOpenedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "ReadArticle" });
export type ReadArticle = z.infer<typeof readArticleSchema>;

export const readingSummarySchema = z
  .object({
    today: z.string().meta({ description: "Today on the Tokyo calendar, YYYY-MM-DD" }),
    week: z.object({
      start: z.string().meta({ description: "This week's Monday, YYYY-MM-DD" }),
      opened: z.number().int(),
      finished: z.number().int(),
      articles: z.array(readArticleSchema),
    }),
    daysRead: z
      .array(z.string())
      .meta({ description: `The Tokyo days read in the last ${readingLimits.calendarWeeks} weeks, oldest first` }),
    series: z.array(
      z.object({
        seriesId: z.string(),
        seriesPath: z.string(),
        seriesName: z.string(),
        finished: z.number().int(),
        total: z.number().int(),
      }),
    ),
    continueReading: z.array(readArticleSchema),
  })
  .meta({ id: "ReadingSummary" });
export type ReadingSummary = z.infer<typeof readingSummarySchema>;

export const finishedArticlesSchema = z
  .object({ finished: z.array(z.number().int()).meta({ description: "The asked ids the reader finished" }) })
  .meta({ id: "FinishedArticles" });
export type FinishedArticles = z.infer<typeof finishedArticlesSchema>;

const articleParams = z.object({ id: z.string().meta({ description: "The article's id" }) });

export const readingRoutes = defineRoutes({
  opened: {
    method: "post",
    path: "/reading/articles/{id}/opened",
    guard: "reader",
    params: articleParams,
    answer: articleReadingSchema,
    summary: "The opening recorded",
  },
  finished: {
    method: "post",
    path: "/reading/articles/{id}/finished",
    guard: "reader",
    params: articleParams,
    answer: articleReadingSchema,
    summary: "The finish recorded; the first finish stays",
  },
  summary: {
    method: "get",
    path: "/reading/summary",
    guard: "reader",
    answer: readingSummarySchema,
    summary: "This week's reading, days read, series progress, articles to continue",
  },
  finishedAmong: {
    method: "get",
    path: "/reading/finished",
    guard: "reader",
    query: finishedQuerySchema,
    answer: finishedArticlesSchema,
    summary: "Which of the asked articles the reader finished",
  },
});

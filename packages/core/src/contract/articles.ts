import { z } from "zod";
import { accessDenials } from "../access/article-access.ts";
import { isPublicationMonth } from "../feeds/sitemaps.ts";
import { categories, levels } from "../site/categories.ts";
import { defineRoutes } from "./route.ts";

// GET /series, /articles, /audios, /article/{id}/relations and /{seriesPath}/{id}.

/** The largest PostgreSQL integer: a larger number sent to the database as one makes the query fail. */
export const postgresIntegerMax = 2_147_483_647;

/** Whether a path or query segment names an article id the database can hold (decimal digits only). */
export const isArticleId = (text: string): boolean => /^\d{1,10}$/.test(text) && Number(text) <= postgresIntegerMax;

/** The popular strip asks for a dozen; a hundred is plenty and keeps the query small. */
const maxContentIds = 100;

export const contentIdsSchema = z
  .string()
  .refine((text) => text.split(",").every(isArticleId), "contentIds must be a comma-separated list of article ids")
  .refine((text) => text.split(",").length <= maxContentIds, `contentIds may name at most ${maxContentIds} articles`)
  .meta({ description: `Up to ${maxContentIds} article ids, comma-separated`, example: "2502,2503" });

/** The ids of a `contentIds` value the schema above accepted. */
export const articleIdsOf = (contentIds: string): number[] => contentIds.split(",").map(Number);

// limit and offset are normalised by core's paging rules, never refused: ?limit=abc is the default page.
export const articleListQuerySchema = z.object({
  category: z.enum(categories).optional(),
  series: z.string().optional().meta({ description: "Series path slug, e.g. news-topics" }),
  level: z.enum(levels).optional(),
  contentIds: contentIdsSchema.optional(),
  issue: z.iso
    .date()
    .optional()
    .meta({ description: "The weekly issue's date: only its articles", example: "2026-11-21" }),
  month: z.string().refine(isPublicationMonth, "month must be YYYY-MM").optional().meta({
    description: "A month of publication, in Tokyo: only the articles published that month",
    example: "2026-11",
  }),
  sort: z.enum(["Desc", "Asc"]).default("Desc"),
  limit: z.string().optional(),
  offset: z.string().optional(),
});

/** GET /articles/keys: every article's series path and id, for the site to tell a made-up article URL. */
export const articleKeysSchema = z
  .array(z.object({ seriesPath: z.string(), id: z.number().int() }))
  .meta({ id: "ArticleKeys" });

/** GET /articles/months: every month that has articles, newest first (what the sitemap index names). */
export const publicationMonthsSchema = z
  .array(
    z.object({
      month: z.string().meta({ description: "YYYY-MM, in Tokyo", example: "2026-11" }),
      articles: z.number().int(),
      lastModified: z.string().meta({ description: "The newest publication of the month (ISO 8601)" }),
    }),
  )
  .meta({ id: "PublicationMonths" });
export type PublicationMonths = z.infer<typeof publicationMonthsSchema>;

export const pageQuerySchema = z.object({ limit: z.string().optional(), offset: z.string().optional() });

export const seriesSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    nameJa: z.string(),
    path: z.string(),
    category: z.enum(categories),
    level: z.enum(levels),
    hasAudio: z.boolean(),
    isFinished: z.boolean(),
    description: z.string(),
  })
  .meta({ id: "Series" });
export const seriesListSchema = z.array(seriesSchema);

/** The path is relative to the static root ("media/images/101-main.webp"). */
export const imageSchema = z
  .object({
    path: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    blurhash: z.string(),
    imageDescription: z.string(),
  })
  .meta({ id: "Image" });
export type Image = z.infer<typeof imageSchema>;

export const articleSummarySchema = z
  .object({
    id: z.number().int(),
    seriesId: z.string(),
    seriesPath: z.string(),
    seriesName: z.string(),
    category: z.enum(categories),
    level: z.enum(levels),
    titleEn: z.string(),
    titleJa: z.string(),
    leadEn: z.string(),
    publishedAt: z.string(),
    isFree: z.boolean(),
    hasAudio: z.boolean(),
    thumbnail: imageSchema.nullable(),
  })
  .meta({ id: "ArticleSummary" });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const relatedArticlesSchema = z.array(articleSummarySchema);

export const articlePageSchema = z
  .object({
    items: z.array(articleSummarySchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: "ArticlePage" });
export type ArticlePage = z.infer<typeof articlePageSchema>;

const bilingualSchema = z.object({ en: z.string(), ja: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

const glossaryEntrySchema = z.object({ word: z.string(), partOfSpeech: z.string(), meaning: z.string() });
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** choice: answer is the index as text; dictation and repeat: answer is the sentence, question its Japanese. */
const quizItemSchema = z.object({
  kind: z.enum(["choice", "dictation", "repeat"]),
  question: z.string(),
  choices: z.array(z.string()),
  answer: z.string(),
  explanation: z.string(),
});
export type QuizItem = z.infer<typeof quizItemSchema>;

/** Paragraph 0 is the lead, 1.. the body paragraphs; sentence as split by splitSentences. */
export const sentenceTimingSchema = z.object({
  paragraph: z.number().int(),
  sentence: z.number().int(),
  text: z.string(),
  startMs: z.number(),
  endMs: z.number(),
});
export type SentenceTiming = z.infer<typeof sentenceTimingSchema>;

const audioTrackSchema = z.object({
  url: z.string().meta({ description: "Path under /static, signed when the article is paid" }),
  durationMs: z.number().int(),
  sentences: z.array(sentenceTimingSchema),
});
export type AudioTrack = z.infer<typeof audioTrackSchema>;

const articleBodySchema = z.object({
  paragraphs: z.array(bilingualSchema),
  glossary: z.array(glossaryEntrySchema),
  quiz: z.array(quizItemSchema),
  audio: audioTrackSchema.nullable(),
});
export type ArticleBody = z.infer<typeof articleBodySchema>;

export const articleSchema = z
  .object({
    id: z.number().int(),
    series: seriesSchema,
    issueDate: z.string(),
    publishedAt: z.string(),
    level: z.enum(levels),
    isFree: z.boolean(),
    titleEn: z.string(),
    titleJa: z.string(),
    lead: bilingualSchema,
    credits: z.object({ author: z.string(), illustrator: z.string() }),
    images: z.object({ main: imageSchema.nullable(), thumbnail: imageSchema.nullable() }),
    access: z.boolean(),
    reason: z.enum(accessDenials).nullable().meta({ description: "Why the body is withheld" }),
    body: articleBodySchema.nullable().meta({ description: "Present only when access is true" }),
  })
  .meta({ id: "Article" });
export type Article = z.infer<typeof articleSchema>;

// The routes every visitor shares: anonymous answers are cached and validated by ETag
// (apps/api/src/shared-reads.ts); an article's body comes only with access.

export const articlesRoutes = defineRoutes({
  list: {
    method: "get",
    path: "/articles",
    guard: "public",
    query: articleListQuerySchema,
    answer: articlePageSchema,
    summary: "A page of articles, newest first by default",
  },
  // The sitemap index names one sitemap per month: the months come from one grouped query, never by
  // paging through the archive (docs/product/search-engines-and-feeds.md#sitemaps).
  months: {
    method: "get",
    path: "/articles/months",
    guard: "public",
    answer: publicationMonthsSchema,
    summary: "Every month that has articles (in Tokyo), newest first",
  },
  // The site answers a made-up article URL 404 before rendering anything: it knows the articles from
  // this list, one request whatever the size of the archive (apps/web/src/lib/known-articles.ts).
  keys: {
    method: "get",
    path: "/articles/keys",
    guard: "public",
    answer: articleKeysSchema,
    summary: "Every article's series path and id",
  },
});

export const audiosRoutes = defineRoutes({
  list: {
    method: "get",
    path: "/audios",
    guard: "public",
    query: pageQuerySchema,
    answer: articlePageSchema,
    summary: "Articles with audio, newest first",
  },
});

export const seriesRoutes = defineRoutes({
  list: {
    method: "get",
    path: "/series",
    guard: "public",
    answer: seriesListSchema,
    summary: "Every series, in catalogue order",
  },
});

export const articleRoutes = defineRoutes({
  /** Anyone may ask; the body comes only with access, and a reader's answer is their own. */
  show: {
    method: "get",
    path: "/{seriesPath}/{id}",
    guard: "public",
    params: z.object({ seriesPath: z.string(), id: z.string() }),
    answer: articleSchema,
    summary: "One article; the body only with access",
  },
  relations: {
    method: "get",
    path: "/article/{id}/relations",
    guard: "public",
    params: z.object({ id: z.string() }),
    answer: relatedArticlesSchema,
    summary: "At most 6 related articles: same series first",
  },
});

import { categories, levels } from "@awd/core/categories";
import { z } from "@hono/zod-openapi";

/** The contract's success envelope: every body is { data }. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const errorBodySchema = z
  .object({ message: z.string(), status_code: z.number().int(), request_id: z.string() })
  .openapi("Error");

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const errorResponses = {
  404: jsonContent(errorBodySchema, "Not found"),
  422: jsonContent(errorBodySchema, "Invalid request"),
};

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
  .openapi({ description: `Up to ${maxContentIds} article ids, comma-separated`, example: "2502,2503" });

/** The ids of a `contentIds` value the schema above accepted. */
export const articleIdsOf = (contentIds: string): number[] => contentIds.split(",").map(Number);

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
  .openapi("Series");

export const imageSchema = z
  .object({
    path: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    blurhash: z.string(),
    imageDescription: z.string(),
  })
  .openapi("Image");

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
  .openapi("ArticleSummary");

export const articlePageSchema = z
  .object({
    items: z.array(articleSummarySchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .openapi("ArticlePage");

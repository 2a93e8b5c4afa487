import { accessDenials } from "@awd/core/article-access";
import { levels } from "@awd/core/categories";
import { seriesByPath } from "@awd/core/series";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { envelope, errorResponses, imageSchema, isArticleId, jsonContent, seriesSchema } from "../schemas.ts";
import { getArticle } from "../services/article.ts";
import { notModifiedResponse, sharedReadRoute } from "../shared-reads.ts";

const bilingual = z.object({ en: z.string(), ja: z.string() });

const articleSchema = z
  .object({
    id: z.number().int(),
    series: seriesSchema,
    issueDate: z.string(),
    publishedAt: z.string(),
    level: z.enum(levels),
    isFree: z.boolean(),
    titleEn: z.string(),
    titleJa: z.string(),
    lead: bilingual,
    credits: z.object({ author: z.string(), illustrator: z.string() }),
    images: z.object({ main: imageSchema.nullable(), thumbnail: imageSchema.nullable() }),
    access: z.boolean(),
    reason: z.enum(accessDenials).nullable().openapi({ description: "Why the body is withheld" }),
    body: z
      .object({
        paragraphs: z.array(bilingual),
        glossary: z.array(z.object({ word: z.string(), partOfSpeech: z.string(), meaning: z.string() })),
        quiz: z.array(
          z.object({
            kind: z.enum(["choice", "dictation", "repeat"]),
            question: z.string(),
            choices: z.array(z.string()),
            answer: z.string(),
            explanation: z.string(),
          }),
        ),
        audio: z
          .object({
            url: z.string().openapi({ description: "Path under /static, signed when the article is paid" }),
            durationMs: z.number().int(),
            sentences: z.array(
              z.object({
                paragraph: z.number().int(),
                sentence: z.number().int(),
                text: z.string(),
                startMs: z.number(),
                endMs: z.number(),
              }),
            ),
          })
          .nullable(),
      })
      .nullable()
      .openapi({ description: "Present only when access is true" }),
  })
  .openapi("Article");

const showRoute = createRoute({
  method: "get",
  path: "/{seriesPath}/{id}",
  ...sharedReadRoute,
  request: { params: z.object({ seriesPath: z.string(), id: z.string() }) },
  responses: {
    ...notModifiedResponse,
    200: jsonContent(envelope(articleSchema), "One article; the body only with access"),
    ...errorResponses,
  },
});

export function articleRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(showRoute, async (c) => {
    const { seriesPath, id } = c.req.valid("param");
    const notFound = new ApiError(404, `No article ${id} in series ${seriesPath}`);
    if (!seriesByPath(seriesPath) || !isArticleId(id)) throw notFound;
    const { deps } = c.var;
    const now = c.var.now;
    const article = await getArticle(c.var.db, seriesPath, Number(id), c.var.visitor, deps.signer, now);
    if (!article) throw notFound;
    return c.json({ data: article }, 200);
  });
}

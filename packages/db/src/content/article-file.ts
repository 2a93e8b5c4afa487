import { seriesCatalogue } from "@awd/core/series";
import { z } from "zod";

// content/FORMAT.md: one JSON file per article.
const bilingual = z.object({ en: z.string().trim().min(1), ja: z.string().trim().min(1) });

export const motifs = [
  "city",
  "mountain",
  "sea",
  "book",
  "music",
  "globe",
  "leaf",
  "food",
  "train",
  "school",
  "computer",
  "film",
  "heart",
  "sun",
  "rain",
  "star",
  "chat",
  "house",
  "plane",
  "flower",
  "cat",
  "dog",
  "clock",
  "letter",
] as const;

const seriesIds = seriesCatalogue.map((s) => s.id) as [string, ...string[]];

export const articleFileSchema = z.object({
  id: z.number().int().positive(),
  seriesId: z.enum(seriesIds),
  issue: z.iso.date(),
  publishedAt: z.iso.datetime({ offset: true }),
  isFree: z.boolean(),
  titleEn: z.string().trim().min(1),
  titleJa: z.string().trim().min(1),
  lead: bilingual,
  paragraphs: z.array(bilingual).min(1),
  glossary: z
    .array(
      z.object({
        word: z.string().trim().min(1),
        partOfSpeech: z.string().trim().min(1),
        meaning: z.string().trim().min(1),
      }),
    )
    .min(1),
  credits: z.object({ author: z.string().trim().min(1), illustrator: z.string().trim().min(1) }),
  image: z.object({ motif: z.enum(motifs), description: z.string().trim().min(1) }),
  quiz: z
    .array(
      z
        .object({
          question: z.string().trim().min(1),
          choices: z.array(z.string().trim().min(1)).min(2),
          answer: z.number().int().nonnegative(),
          explanation: z.string().trim().min(1),
        })
        .refine((q) => q.answer < q.choices.length, {
          message: "answer must index one of the choices",
          path: ["answer"],
        }),
    )
    .optional(),
  listening: z.array(z.object({ sentence: z.string().trim().min(1), ja: z.string().trim().min(1) })).optional(),
});
export type ArticleFile = z.infer<typeof articleFileSchema>;

const imageMeta = z.object({
  path: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  blurhash: z.string().min(6),
});

// content/media/meta/{id}.json, written by scripts/content/images.ts and audio.ts.
export const mediaMetaSchema = z.object({
  images: z.object({ main: imageMeta, thumbnail: imageMeta }),
  audio: z
    .object({
      path: z.string().min(1),
      durationMs: z.number().int().positive(),
      sentences: z.array(
        z.object({
          paragraph: z.number().int().nonnegative(),
          sentence: z.number().int().nonnegative(),
          text: z.string(),
          startMs: z.number().nonnegative(),
          endMs: z.number().nonnegative(),
        }),
      ),
      /** The AAC rendition podcast apps get (docs/product/podcast-feed.md#the-episode-files). */
      aac: z.object({ path: z.string().min(1), bytes: z.number().int().positive() }).optional(),
    })
    .optional(),
});
export type MediaMeta = z.infer<typeof mediaMetaSchema>;

import { z } from "zod";
import { levels } from "../site/categories.ts";
import { searchWordSchema } from "../site/search-word-schema.ts";
import { defineRoutes } from "./route.ts";

// GET /search. A bad word is refused with 422 and the reader's message; p is normalised by core's
// paging rule, never refused: a page past the last one is an empty page.

export const searchQuerySchema = z.object({
  q: searchWordSchema.prefault("").meta({ description: "Search text, 1-512 characters, not only spaces" }),
  p: z.string().optional().meta({ description: "Page, starting at 1" }),
});

export const snippetPartSchema = z
  .object({ text: z.string(), match: z.boolean() })
  .meta({ id: "SnippetPart", description: "Plain text; match marks the words the query found" });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const searchHitSchema = z
  .object({
    objectID: z.string(),
    articleId: z.number().int(),
    contentId: z.string(),
    content: z.string().meta({ description: "Series path: the article is at /awd/{content}/{contentId}" }),
    magazineName: z.string(),
    level: z.enum(levels),
    titleEn: z.string(),
    titleJa: z.string(),
    thumbnail: z.string().meta({ description: "Path relative to the static root" }),
    snippet: z.array(snippetPartSchema),
    snippetLanguage: z.enum(["en", "ja"]),
    publishedAt: z.string(),
  })
  .meta({ id: "SearchHit" });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchPageSchema = z
  .object({
    items: z.array(searchHitSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: "SearchPage" });
export type SearchPage = z.infer<typeof searchPageSchema>;

export const searchRoutes = defineRoutes({
  /** Anyone may search; a reader who may read paid text gets its snippets from the text, not the lead. */
  articles: {
    method: "get",
    path: "/search",
    guard: "public",
    query: searchQuerySchema,
    answer: searchPageSchema,
    summary: "A page of matching articles, best first",
  },
});

import { levels } from "@awd/core/categories";
import { parseSearchPage } from "@awd/core/paging";
import { isRightValid } from "@awd/core/rights";
import { searchWordSchema } from "@awd/core/search-word-schema";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { envelope, errorResponses, jsonContent } from "../schemas.ts";
import { searchArticles } from "../services/search.ts";

// docs/product/search.md#word-limits: refused with 422 and the reader's message. p is normalised, never
// refused: a page past the last one is an empty page.
const searchQuery = z.object({
  q: searchWordSchema.prefault("").openapi({ description: "Search text, 1-512 characters, not only spaces" }),
  p: z.string().optional().openapi({ description: "Page, starting at 1" }),
});

const snippetPartSchema = z
  .object({ text: z.string(), match: z.boolean() })
  .openapi("SnippetPart", { description: "Plain text; match marks the words the query found" });

const searchHitSchema = z
  .object({
    objectID: z.string(),
    articleId: z.number().int(),
    contentId: z.string(),
    content: z.string().openapi({ description: "Series path: the article is at /awd/{content}/{contentId}" }),
    magazineName: z.string(),
    level: z.enum(levels),
    titleEn: z.string(),
    titleJa: z.string(),
    thumbnail: z.string(),
    snippet: z.array(snippetPartSchema),
    snippetLanguage: z.enum(["en", "ja"]),
    publishedAt: z.string(),
  })
  .openapi("SearchHit");

const searchPage = z
  .object({
    items: z.array(searchHitSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  })
  .openapi("SearchPage");

const searchRoute = createRoute({
  method: "get",
  path: "/search",
  request: { query: searchQuery },
  responses: {
    200: jsonContent(envelope(searchPage), "A page of matching articles, best first"),
    422: errorResponses[422],
  },
});

export function searchRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(searchRoute, async (c) => {
    const { q, p } = c.req.valid("query");
    const mayReadPaid = isRightValid(c.var.visitor.right, c.var.now);
    return c.json({ data: await searchArticles(c.var.db, q, parseSearchPage(p), mayReadPaid) }, 200);
  });
}

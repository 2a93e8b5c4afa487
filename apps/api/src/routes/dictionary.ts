import { wordLookup } from "@awd/core/constants";
import { dictionaryEntrySchema, dictionaryQuerySchema } from "@awd/core/contract/dictionary";
import { envelope } from "@awd/core/contract/envelope";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { lookUpWord } from "../services/dictionary.ts";

// WordNet does not change between deployments of the same package, so every answer, a 404 included,
// may be kept by any cache. A request with credentials is still answered private, no-store.
export const dictionaryCacheControl = `public, max-age=${wordLookup.cacheMaxAgeSeconds}`;

const dictionaryRoute = createRoute({
  method: "get",
  path: "/dictionary",
  request: { query: dictionaryQuerySchema },
  responses: {
    200: jsonContent(
      envelope(dictionaryEntrySchema),
      `The word's dictionary form and WordNet senses. Cache-Control: ${dictionaryCacheControl}`,
    ),
    404: jsonContent(
      errorResponses[404].content["application/json"].schema,
      "WordNet has no entry for the word (cached like a 200)",
    ),
    422: errorResponses[422],
  },
});

export function dictionaryRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(dictionaryRoute, async (c) => {
    const { word } = c.req.valid("query");
    c.header("Cache-Control", dictionaryCacheControl);
    const entry = await lookUpWord(word);
    if (entry === undefined) throw new ApiError(404, `No dictionary entry for "${word}"`);
    return c.json({ data: entry }, 200);
  });
}

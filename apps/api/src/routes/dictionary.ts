import { dictionaryRoutes as contract, dictionaryCacheControl } from "@awd/core/contract/dictionary";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { lookUpWord } from "../services/dictionary.ts";

// A request with credentials is still answered private, no-store (response-headers.ts).
const dictionaryRoute = routeOf(contract.lookUp, {
  errors: {
    404: jsonContent(errorBodySchema, "WordNet has no entry for the word (cached like a 200)"),
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

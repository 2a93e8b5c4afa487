import { z } from "zod";
import { wordLookup } from "../constants.ts";
import { isLookupWord, lookupWordMessage, normaliseLookupWord } from "../notebook/lookup-word.ts";
import { defineRoutes } from "./route.ts";

// GET /dictionary?word=: docs/product/word-lookup.md#the-dictionary. The same word always gets the same
// answer (WordNet does not change), so answers are public and long cached, a 404 included.

/** WordNet does not change between deployments of the same package: every answer, a 404 included, may be kept. */
export const dictionaryCacheControl = `public, max-age=${wordLookup.cacheMaxAgeSeconds}`;

/** The word of a lookup request, normalised; refused (422) when it is not one. */
export const lookupWordSchema = z
  .string()
  .transform(normaliseLookupWord)
  .refine(isLookupWord, { message: lookupWordMessage });

export const dictionaryQuerySchema = z.object({
  word: lookupWordSchema.meta({
    description:
      "An English word or a WordNet compound: letters with apostrophes, hyphens or single spaces between them, 1-64 characters; case and a possessive ending are ignored",
  }),
});

export const wordSenseSchema = z
  .object({
    partOfSpeech: z.enum(["noun", "verb", "adjective", "adverb"]),
    headword: z
      .string()
      .meta({ description: "The base form this sense is listed under, e.g. leaf for leaves as a noun" }),
    gloss: z.string(),
    example: z.string().nullable(),
    synonyms: z.array(z.string()),
  })
  .meta({ id: "WordSense" });
export type WordSense = z.infer<typeof wordSenseSchema>;

export const dictionaryEntrySchema = z
  .object({
    word: z.string().meta({ description: "The word looked up, normalised" }),
    lemma: z.string().meta({ description: "Its dictionary form" }),
    senses: z.array(wordSenseSchema).min(1).max(wordLookup.maxSenses),
  })
  .meta({ id: "DictionaryEntry" });
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

export const dictionaryRoutes = defineRoutes({
  lookUp: {
    method: "get",
    path: "/dictionary",
    guard: "public",
    query: dictionaryQuerySchema,
    answer: dictionaryEntrySchema,
    summary: `The word's dictionary form and WordNet senses. Cache-Control: ${dictionaryCacheControl}`,
  },
});

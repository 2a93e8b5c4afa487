import { articlePageSchema, articleSchema, seriesListSchema } from "@awd/core/contract/articles";
import { dataOf } from "@awd/core/contract/envelope";
import { printEditionListSchema } from "@awd/core/contract/print-editions";
import { searchPageSchema } from "@awd/core/contract/search";
import type { APIRequestContext } from "@playwright/test";
import type { z } from "zod";
import { apiUrl } from "./stack.ts";

// What the journeys read from the API to know which articles to open, checked against the contract:
// the sample edition's newest article of a series is free (content/FORMAT.md), the others are paid.

/** GET path of the API, its { data } parsed with schema. */
export async function apiData<S extends z.ZodType>(
  request: APIRequestContext,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const response = await request.get(`${apiUrl}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return dataOf(await response.json(), schema);
}

export const articlesOf = async (request: APIRequestContext, query: string) =>
  (await apiData(request, `/articles?${query}`, articlePageSchema)).items;

const articleAt = (request: APIRequestContext, path: string) => apiData(request, `/${path}`, articleSchema);

/** The newest article of a series (free in the sample edition) and its full answer. */
export async function newestOf(request: APIRequestContext, seriesPath: string) {
  const [summary] = await articlesOf(request, `series=${seriesPath}&limit=1`);
  if (!summary) throw new Error(`no article in ${seriesPath}`);
  const path = `${seriesPath}/${summary.id}`;
  return { summary, article: await articleAt(request, path), path };
}

/** A paid article (not the newest) of a series. */
export async function paidOf(request: APIRequestContext, seriesPath: string) {
  const summary = (await articlesOf(request, `series=${seriesPath}&limit=5`)).find((a) => !a.isFree);
  if (!summary) throw new Error(`no paid article in ${seriesPath}`);
  const path = `${seriesPath}/${summary.id}`;
  return { summary, article: await articleAt(request, path), path };
}

export const seriesList = (request: APIRequestContext) => apiData(request, "/series", seriesListSchema);

/** One page of GET /search, asked anonymously. */
export const searchPageOf = (request: APIRequestContext, q: string, p = 1) =>
  apiData(request, `/search?${new URLSearchParams({ q, p: String(p) })}`, searchPageSchema);

export const printEditions = (request: APIRequestContext) =>
  apiData(request, "/print-editions", printEditionListSchema);

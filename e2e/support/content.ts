import type { APIRequestContext } from "@playwright/test";
import { apiUrl } from "./stack.ts";

// What the journeys read from the API to know which articles to open: the sample edition's
// newest article of a series is free (content/FORMAT.md), the others are paid.

export interface Summary {
  id: number;
  seriesPath: string;
  seriesName: string;
  category: string;
  titleEn: string;
  titleJa: string;
  isFree: boolean;
  hasAudio: boolean;
}

export interface ArticleDetail {
  id: number;
  titleEn: string;
  titleJa: string;
  lead: { en: string; ja: string };
  access: boolean;
  reason: string | null;
  body: {
    paragraphs: { en: string; ja: string }[];
    glossary: { word: string; meaning: string }[];
    quiz: { kind: string; question: string; choices: string[]; answer: string }[];
    audio: { sentences: { paragraph: number; sentence: number; text: string; startMs: number }[] } | null;
  } | null;
}

const data = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(`${apiUrl}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
};

export const articlesOf = async (request: APIRequestContext, query: string) =>
  (await data<{ items: Summary[]; total: number }>(request, `/articles?${query}`)).items;

/** The newest article of a series (free in the sample edition) and its full answer. */
export async function newestOf(request: APIRequestContext, seriesPath: string) {
  const [summary] = await articlesOf(request, `series=${seriesPath}&limit=1`);
  if (!summary) throw new Error(`no article in ${seriesPath}`);
  const article = await data<ArticleDetail>(request, `/${seriesPath}/${summary.id}`);
  return { summary, article, path: `${seriesPath}/${summary.id}` };
}

/** A paid article (not the newest) of a series. */
export async function paidOf(request: APIRequestContext, seriesPath: string) {
  const summary = (await articlesOf(request, `series=${seriesPath}&limit=5`)).find((a) => !a.isFree);
  if (!summary) throw new Error(`no paid article in ${seriesPath}`);
  const article = await data<ArticleDetail>(request, `/${seriesPath}/${summary.id}`);
  return { summary, article, path: `${seriesPath}/${summary.id}` };
}

export const seriesList = (request: APIRequestContext) =>
  data<
    {
      id: string;
      path: string;
      name: string;
      nameJa: string;
      description: string;
      isFinished: boolean;
      hasAudio: boolean;
    }[]
  >(request, "/series");

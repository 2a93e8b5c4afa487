import { readApi } from "./read-api";

export interface ArticleSummary {
  id: number;
  seriesId: string;
  seriesPath: string;
  seriesName: string;
  category: string;
  level: string;
  titleEn: string;
  titleJa: string;
  leadEn: string;
  publishedAt: string;
  isFree: boolean;
  hasAudio: boolean;
}

export interface ArticlePage {
  items: ArticleSummary[];
  total: number;
  limit: number;
  offset: number;
}

export const latestArticles = (limit: number) => readApi<ArticlePage>(`/articles?limit=${limit}&sort=Desc`);

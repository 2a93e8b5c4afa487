import type { Level } from "@awd/core/categories";

// Lists of articles and series: the home page, categories, series, contents and the audio list.
export const listMessages = {
  latest: "新着記事",
  popular: "よく読まれている記事",
  notices: "お知らせ",
  noArticles: "記事がまだありません。",
  levelFilter: "レベルで絞り込む",
  allLevels: "すべて",
  noArticlesOfLevel: (level: string) => `${level}の記事はありません。ほかのレベルを選んでください。`,
  ofLevel: (level: string) => `（${level}）`,
  free: "無料",
  paid: "有料",
  audio: "音声あり",
  finished: "完結",
  pagination: "ページ送り",
  previous: "前のページ",
  next: "次のページ",
  pageOf: (page: number, pages: number) => `${page} / ${pages} ページ`,
  articleCount: (total: number) => `${total}本の記事`,
  categoryArticles: (name: string) => `${name}の記事`,
} as const;

export const contentsMessages = {
  title: "コンテンツ一覧",
  lead: "AWD ウイークリー・デジタルで読めるシリーズの一覧です。レベルと音声の有無を目安に選んでください。",
  seriesCount: (count: number) => `${count}シリーズ`,
} as const;

export const seriesMessages = {
  articles: "このシリーズの記事",
  allSeries: "コンテンツ一覧へ",
} as const;

export const levelMessages = {
  beginner: "初級",
  intermediate: "中級",
  advanced: "上級",
} satisfies Record<Level, string>;

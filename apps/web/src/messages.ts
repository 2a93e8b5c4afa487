// Every Japanese string of the reader's site, in one place for review.
export const messages = {
  siteName: "AWD ウイークリー・デジタル",
  siteDescription: "ニュースとコラムで英語を学ぶ、英字新聞のデジタル版",
  latestArticles: "新着記事",
  free: "無料",
  noArticles: "記事がまだありません。",
} as const;

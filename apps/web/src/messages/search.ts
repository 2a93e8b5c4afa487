// The search results page and the header's search history panel (loaded on first focus).
export const searchHistoryMessages = {
  title: "最近の検索",
  deleteAll: "履歴のすべて削除",
  delete: (word: string) => `「${word}」を履歴から削除`,
} as const;

export const searchResultsMessages = {
  title: "検索結果",
  titleFor: (word: string) => `「${word}」の検索結果`,
  range: (total: number, from: number, to: number) => `全${total}件中 ${from}–${to}件`,
  results: "検索結果の一覧",
  noResults: (word: string) => `「${word}」に一致する記事は見つかりませんでした。`,
  noResultsHint: "別のキーワードや、短いキーワードでお試しください。英語でも日本語でも検索できます。",
  pastLastPage: (total: number) => `このページに検索結果はありません（全${total}件）。`,
  firstPage: "検索結果の1ページ目へ",
  invalidTitle: "検索できませんでした",
  failed: "検索結果を読み込めませんでした。時間をおいて、もう一度お試しください。",
  retry: "もう一度検索する",
  snippet: "本文の該当箇所",
} as const;

// The Japanese strings of the public feeds, the sitemaps' publication and the pages' feed links.
export const feedMessages = {
  latestTitle: "AWD ウイークリー・デジタル 新着記事",
  categoryTitle: (label: string, nameJa: string) => `AWD ウイークリー・デジタル ${label}（${nameJa}）`,
  seriesTitle: (name: string, nameJa: string) => `AWD ウイークリー・デジタル ${name}（${nameJa}）`,
  home: "ホーム",
} as const;

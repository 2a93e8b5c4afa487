import { relatedArticlesMax } from "@awd/core/constants";

export interface RelationCandidate {
  id: number;
  seriesId: string;
  category: string;
  publishedAt: Date;
}

/**
 * docs/product/lists-and-paging.md#related-articles: at most 6, same series first, then same
 * category; newest first in each.
 */
export function relatedArticles(rows: RelationCandidate[]): { articleId: number; related: number[] }[] {
  const newestFirst = [...rows].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id);
  return rows.map((article) => {
    const others = newestFirst.filter((r) => r.id !== article.id);
    const sameSeries = others.filter((r) => r.seriesId === article.seriesId);
    const sameCategory = others.filter((r) => r.seriesId !== article.seriesId && r.category === article.category);
    return {
      articleId: article.id,
      related: [...sameSeries, ...sameCategory].slice(0, relatedArticlesMax).map((r) => r.id),
    };
  });
}

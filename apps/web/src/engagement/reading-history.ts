// docs/product/reading-history.md#what-is-recorded: on an article page ([data-reading-article]), a
// signed-in reader's opening and finish are recorded once per view. Called by the engagement module on
// each page view and when the reader is known, so the article's first load carries none of it; what
// records loads only for a signed-in reader on an article.

interface ArticleView {
  articleId: number;
  left: boolean;
  stop?: () => void;
}

let current: ArticleView | undefined;

/** Starts recording the article on this page for a signed-in reader, and stops recording the last one. */
export function followReading(signedIn: boolean): void {
  const marker = signedIn ? document.querySelector("[data-reading-article]") : null;
  const articleId = Number(marker?.getAttribute("data-reading-article")) || 0;
  if ((current?.articleId ?? 0) === articleId) return;
  if (current) {
    current.left = true;
    current.stop?.();
  }
  const view: ArticleView | undefined = articleId ? { articleId, left: false } : undefined;
  current = view;
  if (!view) return;
  void import("@/components/history/article-reading").then(({ recordArticleReading }) => {
    if (!view.left) view.stop = recordArticleReading(view.articleId);
  });
}

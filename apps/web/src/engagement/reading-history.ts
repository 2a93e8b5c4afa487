// docs/product/reading-history.md: what the reading history does on a page for a signed-in reader,
// called by the engagement module on each page view and when the reader is known, so no page's first
// load carries any of it and an anonymous visitor's page loads none of it. On an article page
// ([data-reading-article]) the opening and the finish are recorded once per view; cards of articles
// the reader finished are marked 読了.

interface ArticleView {
  articleId: number;
  left: boolean;
  stop?: () => void;
}

let current: ArticleView | undefined;

function followArticle(articleId: number): void {
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

// The page whose cards were marked: the engagement module calls in when the reader is known and on
// each page view, both on a page's first load, and one request for the marks is enough.
let markedPage: string | undefined;

/** Follows the reading on this page: records the article it shows, marks its finished cards. */
export function followReading(signedIn: boolean): void {
  const marker = signedIn ? document.querySelector("[data-reading-article]") : null;
  followArticle(Number(marker?.getAttribute("data-reading-article")) || 0);
  if (!signedIn || !document.querySelector("[data-article-id]") || markedPage === location.href) return;
  markedPage = location.href;
  void import("@/components/history/finished-marks").then(({ markFinishedCards }) => markFinishedCards());
}

// Which article URLs exist, so a made-up one is answered 404 before a page is rendered: every page
// rendered for an article URL is written to the page cache on disk, a 404 included. The list of
// ids is read from the API and kept; an id it lacks makes it read the list again, at most once per
// refreshAfterMissMs, so a new article is found quickly while a flood of made-up ids costs nothing.

export interface ArticleKey {
  seriesPath: string;
  id: number;
}

export interface KnownArticlesOptions {
  load: () => Promise<ArticleKey[]>;
  now?: () => number;
  /** The list is read again after this long, whatever is asked. */
  maxAgeMs?: number;
  /** An id the list lacks makes it read again, no more often than this. */
  refreshAfterMissMs?: number;
  /** When the site was last told its content changed (an import, the desk): a list read before is read again. */
  changedAt?: () => number;
}

/** "unknown": the list could not be read; the page decides for itself. */
export type Existence = boolean | "unknown";

interface Snapshot {
  keys: Set<string>;
  ids: Set<number>;
  count: number;
  readAt: number;
}

const keyOf = (seriesPath: string, id: number) => `${seriesPath}/${id}`;

export function knownArticles({
  load,
  now = Date.now,
  maxAgeMs = 10 * 60_000,
  refreshAfterMissMs = 30_000,
  changedAt = () => 0,
}: KnownArticlesOptions) {
  let snapshot: Snapshot | null = null;
  let reading: Promise<Snapshot | null> | null = null;

  const read = () => {
    reading ??= load()
      .then((articles) => {
        snapshot = {
          keys: new Set(articles.map((a) => keyOf(a.seriesPath, a.id))),
          ids: new Set(articles.map((a) => a.id)),
          count: articles.length,
          readAt: now(),
        };
        return snapshot;
      })
      .catch(() => null)
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  const current = async () =>
    snapshot && now() - snapshot.readAt < maxAgeMs && snapshot.readAt >= changedAt()
      ? snapshot
      : ((await read()) ?? snapshot);

  async function exists(found: (s: Snapshot) => boolean): Promise<Existence> {
    const first = await current();
    if (!first) return "unknown";
    if (found(first) || now() - first.readAt < refreshAfterMissMs) return found(first);
    const again = await read();
    return again ? found(again) : false;
  }

  return {
    /** An article of this series with this id. */
    article: (seriesPath: string, id: number) => exists((s) => s.keys.has(keyOf(seriesPath, id))),
    /** An article with this id, whatever its series. */
    id: (id: number) => exists((s) => s.ids.has(id)),
    /**
     * Page `page` of a list of `pageSize` articles may hold some: no list (a series, a category,
     * the audio) holds more articles than the whole edition, so a page past the edition's last is
     * empty in every list and need never be rendered.
     */
    listPage: (page: number, pageSize: number) => exists((s) => page <= Math.max(1, Math.ceil(s.count / pageSize))),
  };
}

// The anonymous answers to shared reads a process keeps (shared-reads.ts is the middleware that fills it):
// a module of its own, so the request context (context.ts) can name it without importing the middleware.

/** How long a shared answer is fresh, and how long after that a front may serve it while it asks again. */
export const sharedReadLifetime = { freshSeconds: 5, staleSeconds: 30 } as const;

export interface Answer {
  body: ArrayBuffer;
  contentType: string;
  etag: string;
}

interface Entry {
  expires: number;
  /** Pending while the first request computes it, so the others at the same moment wait for it. */
  answer: Promise<Answer | undefined>;
}

/**
 * Anonymous answers by URL, each for a few seconds; the oldest goes first once it holds maxEntries.
 * Beside them, what the answers to signed-in readers are made of and every reader shares (an
 * article's content, access judged per request), kept as long and emptied with them.
 */
export class SharedReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #content = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    readonly freshMs = sharedReadLifetime.freshSeconds * 1000,
    readonly maxEntries = 500,
  ) {}

  fresh(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expires > now) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  put(key: string, entry: Entry): void {
    this.#entries.set(key, entry);
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  clear(): void {
    this.#entries.clear();
    this.#content.clear();
  }

  /**
   * What compute gives for key, reused for freshMs: requests at the same moment share one
   * computation, and a failed one is not kept. Never an answer to a reader: what answers are made of.
   */
  keep<T>(key: string, now: number, compute: () => Promise<T>): Promise<T> {
    const entry = this.#content.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    const value = compute();
    const kept = { expires: now + this.freshMs, value };
    this.#content.set(key, kept);
    if (this.#content.size > this.maxEntries) this.#content.delete(this.#content.keys().next().value as string);
    value.catch(() => {
      if (this.#content.get(key) === kept) this.#content.delete(key);
    });
    return value;
  }

  forget(key: string, entry: Entry): void {
    if (this.#entries.get(key) === entry) this.#entries.delete(key);
  }
}

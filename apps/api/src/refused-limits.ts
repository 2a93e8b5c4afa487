import { windowStartOf } from "@awd/core/rate-window";

// A key over its limit in the current window stays over it until the window ends: its counter in the
// database only grows (these limits are never counted back). So once this process has been told a
// key is refused, it refuses that key's next requests itself until the window ends, without counting
// them in the database: a flood of refused requests costs a lookup in memory, not a write. Another
// process that has not seen the refusal yet asks the database, which refuses as before; no process
// ever admits a request the shared counter would refuse, and one only refuses early what the shared
// counter would refuse too.

/** What this process remembers of one refusal: until when, and which limit. */
export interface Refusal {
  limit: string;
  /** ms since the epoch: the start of the window in which the key went over its limit. */
  from: number;
  /** ms since the epoch: the end of that window. */
  until: number;
}

/**
 * The keys this process saw refused, each until the end of the window it was refused in. Bounded:
 * past `maxEntries` the oldest refusal is forgotten, which only means its next request asks the
 * database again.
 */
export class RefusedLimits {
  readonly #refusals = new Map<string, Refusal>();

  constructor(readonly maxEntries = 100_000) {}

  static #keyOf(limit: string, key: string): string {
    return `${limit}\u0000${key}`;
  }

  /** The refusal of `key` under `limit` at `now`, if this process saw one in the same window. */
  refusalOf(limit: string, key: string, now: number): Refusal | undefined {
    const id = RefusedLimits.#keyOf(limit, key);
    const refusal = this.#refusals.get(id);
    if (!refusal) return undefined;
    if (now >= refusal.from && now < refusal.until) return refusal;
    // Another window: a clock set back a little asks the database again, as one that moved on.
    if (now >= refusal.until) this.#refusals.delete(id);
    return undefined;
  }

  /** The database refused `key` under `limit` (of `windowMs` windows) at `now`. */
  remember(limit: string, key: string, windowMs: number, now: number): void {
    const id = RefusedLimits.#keyOf(limit, key);
    this.#refusals.delete(id);
    const from = windowStartOf(now, windowMs);
    this.#refusals.set(id, { limit, from, until: from + windowMs });
    if (this.#refusals.size > this.maxEntries) this.#dropEnded(now);
  }

  /** Drops the refusals whose window ended, then the oldest while still too many. */
  #dropEnded(now: number): void {
    for (const [id, refusal] of this.#refusals) if (refusal.until <= now) this.#refusals.delete(id);
    for (const id of this.#refusals.keys()) {
      if (this.#refusals.size <= this.maxEntries) break;
      this.#refusals.delete(id);
    }
  }

  get size(): number {
    return this.#refusals.size;
  }
}

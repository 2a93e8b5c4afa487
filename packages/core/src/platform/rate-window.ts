// Fixed-window counting for request limits: every request in the same window of `windowMs`
// (aligned to the epoch, so every process agrees on it) adds one to that window's count.

export interface RateLimit {
  /** At most this many requests are let through per window. */
  max: number;
  windowMs: number;
}

/** The start of the window that holds `nowMs`. */
export const windowStartOf = (nowMs: number, windowMs: number): number =>
  nowMs - (((nowMs % windowMs) + windowMs) % windowMs);

/** Whole seconds until the window holding `nowMs` ends, at least 1: what Retry-After says. */
export const secondsUntilNextWindow = (nowMs: number, windowMs: number): number =>
  Math.max(1, Math.ceil((windowStartOf(nowMs, windowMs) + windowMs - nowMs) / 1000));

/** Whether the request counted as number `count` of its window is still within the limit. */
export const withinLimit = (count: number, limit: RateLimit): boolean => count <= limit.max;

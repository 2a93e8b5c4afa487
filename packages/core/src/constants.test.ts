import { describe, expect, it } from "vitest";
import {
  allianceCookie,
  allianceToken,
  breakpointsPx,
  databaseOutage,
  feedbackLimits,
  fetchRetry,
  idempotencyKeys,
  notices,
  paging,
  popularContentsLimit,
  previewCodeAttempts,
  relatedArticlesMax,
  remoteConfigMinFetchIntervalMs,
  rightSessionMs,
  searchLimits,
  toastAutoCloseMs,
  wordLookup,
} from "./constants.ts";

// The values the product's rules fix (docs/product), read back so a policy change is a deliberate edit here.
describe("constants", () => {
  it.each<[string, unknown, unknown]>([
    ["search word max", searchLimits.wordMaxLength, 512],
    ["search history", searchLimits.historyMaxEntries, 5],
    ["page size", [paging.defaultPageSize, paging.minPageSize, paging.maxPageSize], [12, 1, 50]],
    ["alliance token max age", allianceToken.maxAgeMs, 3_600_000],
    ["alliance cookie", allianceCookie, { name: "awdAllianceToken", path: "/", maxAgeSeconds: 86_400 }],
    ["feedback", feedbackLimits, { ratingMin: 1, ratingMax: 5, textMaxLength: 100, closeAfterSubmitMs: 3000 }],
    ["remote config intervals", remoteConfigMinFetchIntervalMs, { production: 3_600_000, development: 10 }],
    ["right session", rightSessionMs, 600_000],
    ["preview-code attempts", previewCodeAttempts, { maxFailures: 10, windowMs: 3_600_000 }],
    ["retries", [fetchRetry.maxRetries, fetchRetry.firstDelayMs, fetchRetry.maxDelayMs], [3, 1000, 30_000]],
    ["notices", notices, { maxShown: 3, rotationMs: 3000, messageMaxLength: 200 }],
    ["related and popular", [relatedArticlesMax, popularContentsLimit], [6, 12]],
    ["breakpoints", breakpointsPx, { tablet: 820, smallTablet: 640, phone: 480, auth: 500 }],
    ["toast", toastAutoCloseMs, 5000],
    ["database outage", databaseOutage, { retryAfterSeconds: 5, connectTimeoutMs: 5000 }],
    ["idempotency keys", idempotencyKeys, { keptMs: 86_400_000, maxLength: 255 }],
    [
      "word lookup",
      wordLookup,
      { wordMaxLength: 64, maxSenses: 6, cacheMaxAgeSeconds: 2_592_000, phraseMaxWords: 8, phraseMaxLength: 100 },
    ],
  ])("%s", (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

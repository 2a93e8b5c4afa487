// Every number the product's rules depend on, in one place, so a change of policy is a change of one
// line (the rules themselves: docs/product/README.md).

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

// docs/product/site-and-urls.md#base-path-and-time-zone (the base path: base-path.ts)
export const siteTimeZone = "Asia/Tokyo";

// docs/product/search.md#word-limits, docs/product/search.md#search-history
export const searchLimits = { wordMaxLength: 512, historyMaxEntries: 5 } as const;

// docs/product/word-lookup.md#the-word-looked-up, docs/product/word-lookup.md#the-dictionary,
// docs/product/word-lookup.md#saving-a-phrase; WordNet does not change, so its answers are cached 30 days
export const wordLookup = {
  wordMaxLength: 64,
  maxSenses: 6,
  cacheMaxAgeSeconds: (30 * day) / second,
  phraseMaxWords: 8,
  phraseMaxLength: 100,
} as const;

// docs/product/lists-and-paging.md#page-size-and-offset; search pages start at 1
export const paging = { defaultPageSize: 12, minPageSize: 1, maxPageSize: 50, firstSearchPage: 1 } as const;

// docs/product/alliance-partners.md#alliance-tokens, docs/product/alliance-partners.md#the-alliance-cookie;
// the future skew tolerates clocks a little apart between partner and us, as the identity
// provider's 60 s leeway does.
export const allianceToken = { maxAgeMs: hour, futureSkewMs: minute } as const;
export const allianceCookie = { name: "awdAllianceToken", path: "/", maxAgeSeconds: day / second } as const;

// docs/product/engagement-and-feedback.md#ratings-and-text-answers; the card closes 3000 ms after sending
export const feedbackLimits = { ratingMin: 1, ratingMax: 5, textMaxLength: 100, closeAfterSubmitMs: 3000 } as const;

// docs/product/remote-config.md#fetch-interval
export const remoteConfigMinFetchIntervalMs = { production: hour, development: 10 } as const;

// docs/product/reading-and-access.md#refetching-the-right, docs/product/subscriptions-and-codes.md#preview-code-days
export const rightSessionMs = 10 * minute;
export const previewCodeDays = {
  normal: { warnFrom: 28, noneFrom: 35 },
  firstMonth: { warnFrom: 10, noneFrom: 14 },
} as const;
export const previewCodeAttempts = { maxFailures: 10, windowMs: hour } as const;
// Wrong passwords before sign-in answers too-many-requests. Counted per account and address, so an
// attacker's address is locked without locking the owner out from theirs; per address across
// accounts (a school's shared address stays well under it); and, slower, per account from anywhere.
export const signInAttempts = {
  perAccountAndAddress: { maxFailures: 5, windowMs: 15 * minute },
  perAddress: { maxFailures: 50, windowMs: 15 * minute },
  perAccount: { maxFailures: 30, windowMs: hour },
} as const;
// Wrong linking codes (POST /auth/code) per account, as for preview codes.
export const linkingCodeAttempts = { maxFailures: 10, windowMs: hour } as const;

// docs/product/analytics-events.md#write-limits: anonymous writes per client address and per
// installation. A reader sends a batch of events at most every 2 s while reading (one per page and
// click burst) and fetches the remote config once an hour in production; the limits are far above
// that, and above many readers behind one address.
export const anonymousWriteLimits = {
  eventsPerAddress: [
    { max: 300, windowMs: minute },
    { max: 10_000, windowMs: day },
  ],
  remoteConfigPerAddress: [{ max: 300, windowMs: minute }],
  remoteConfigPerInstallation: [{ max: 30, windowMs: minute }],
} as const;
// A signed-in reader's event batches count per account instead of per address, so an office or a
// school behind one address (NAT) does not share one allowance: a minute's worth is four pages open
// at once, each sending a batch every 2 s.
export const signedInWriteLimits = {
  eventsPerReader: [
    { max: 120, windowMs: minute },
    { max: 10_000, windowMs: day },
  ],
} as const;

// docs/product/notebook.md#export: a reader downloads their notebook now and then; a whole notebook
// is the costliest read there is (10,000 words took 0.3 s), so a reader gets 20 an hour.
export const notebookExportLimits = [{ max: 20, windowMs: hour }] as const;

// Request bodies of the API (the largest legitimate one is a batch of events, 64 KB at most) and
// forms of the identity provider's sign-in and sign-up pages.
export const requestBodyMaxBytes = 64 * 1024;
// How deep a JSON body may nest (docs/security.md): no route's body nests more than a few levels (a
// remote config value's survey questions and their choices), while 64 KB of `{"a":` is 13,000.
export const requestBodyMaxDepth = 32;
export const idpFormMaxBytes = 16 * 1024;

// docs/product/errors-and-retries.md#database-unavailable: while the database cannot be reached the
// API answers 503 and asks the client to try again after this many seconds (a PostgreSQL restart
// takes a few); a connection that cannot be made within connectTimeoutMs counts as unreachable.
export const databaseOutage = { retryAfterSeconds: 5, connectTimeoutMs: 5 * second } as const;

// docs/product/errors-and-retries.md#idempotency-keys: a write sent again with the same
// Idempotency-Key is answered from what the first one stored, for a day; a key is at most 255 characters.
export const idempotencyKeys = { keptMs: day, maxLength: 255 } as const;

// docs/product/sign-in-and-accounts.md#passwords: oidc-provider's password rule, the identity library's default.
export const passwordMinLength = 6;

// docs/product/errors-and-retries.md#retries: 400, 401 and 404 will not change on a retry.
export const fetchRetry = {
  maxRetries: 3,
  firstDelayMs: second,
  maxDelayMs: 30 * second,
  noRetryStatuses: [400, 401, 404],
} as const;

// docs/product/lists-and-paging.md#notices, docs/product/lists-and-paging.md#related-articles,
// docs/product/lists-and-paging.md#popular-contents, docs/product/site-and-urls.md#breakpoints
export const notices = { maxShown: 3, rotationMs: 3000, messageMaxLength: 200 } as const;
export const relatedArticlesMax = 6;
export const popularContentsLimit = 12;

// docs/product/site-and-urls.md#prerendered-pages: `next build` prerenders the article and audio
// pages of the newest articles only (about three weekly issues); every older one is rendered on its
// first request and kept, so a build costs the same whatever the size of the archive.
export const prerenderedArticlesMax = 100;
export const breakpointsPx = { tablet: 820, smallTablet: 640, phone: 480, auth: 500 } as const;

// docs/product/errors-and-retries.md#toasts
export const toastAutoCloseMs = 5000;

// docs/product/images-and-media.md#served-widths, docs/product/images-and-media.md#default-sizes
export const imageSizes = {
  deviceWidths: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  smallWidths: [16, 32, 48, 64, 96, 128, 256, 384],
  quality: 75,
  main: { width: 720, height: 492 },
  thumbnail: { width: 120, height: 68 },
} as const;

// docs/product/print-edition.md#zoom
export const imageZoom = {
  default: 1,
  step: 0.05,
  min: 0.5,
  max: 2,
  presets: [0.5, 0.75, 1, 1.5, 1.75, 2],
} as const;

/** Feedback answers are analytics events of this name, carrying question_id and answer_value. */
export const feedbackEventName = "user_feedback";

// docs/product/reading-history.md#limits: a reader's recordings per hour (a page view sends two at
// most), the article ids one question about finished articles may name, and the lengths of my page's lists.
export const readingLimits = {
  writesPerReader: [{ max: 600, windowMs: hour }],
  finishedQueryMaxIds: 100,
  weekArticles: 20,
  continueReading: 10,
  calendarWeeks: 12,
} as const;

// docs/product/notebook.md#limits; the list shows 20 words to a page, the due queue 20 cards at a time
export const notebookLimits = {
  wordMaxLength: 100,
  sentenceMaxLength: 1000,
  translationMaxLength: 2000,
  meaningMaxLength: 1000,
  noteMaxLength: 500,
  searchMaxLength: 100,
  maxWordsPerReader: 10_000,
  pageSize: 20,
  dueBatchSize: 20,
} as const;

// docs/product/podcast-feed.md#limits: podcast apps poll a feed every hour or so; a few hundred
// fetches a day from one URL is a shared or leaked URL, not an app.
export const podcastLimits = {
  feedFetchesPerToken: [
    { max: 30, windowMs: hour },
    { max: 300, windowMs: 24 * hour },
  ],
  /** The newest episodes a feed lists; apps keep what they downloaded before. */
  feedEpisodes: 100,
} as const;

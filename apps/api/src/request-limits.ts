import { createHash } from "node:crypto";
import { addressLimitKey } from "@awd/core/client-address";
import {
  anonymousWriteLimits,
  notebookExportLimits,
  podcastLimits,
  readingLimits,
  signedInWriteLimits,
} from "@awd/core/constants";
import type { RateLimit } from "@awd/core/rate-window";
import type { Context, MiddlewareHandler } from "hono";
import { requireSubject } from "./auth.ts";
import { clientAddress } from "./client-address.ts";
import type { AppEnv } from "./context.ts";
import { ApiError } from "./errors.ts";
import { admitRequest, type LimitCheck, type NamedLimit } from "./services/rate-limits.ts";

/** Names each window of a limit apart, e.g. events-per-address/60000ms. */
const named = (name: string, limits: readonly RateLimit[]): NamedLimit[] =>
  limits.map((limit) => ({ ...limit, name: `${name}/${limit.windowMs}ms` }));

const limits = {
  eventsPerAddress: named("events-per-address", anonymousWriteLimits.eventsPerAddress),
  eventsPerReader: named("events-per-reader", signedInWriteLimits.eventsPerReader),
  remoteConfigPerAddress: named("remote-config-per-address", anonymousWriteLimits.remoteConfigPerAddress),
  remoteConfigPerInstallation: named(
    "remote-config-per-installation",
    anonymousWriteLimits.remoteConfigPerInstallation,
  ),
  notebookExportsPerReader: named("notebook-exports-per-reader", notebookExportLimits),
  readingWritesPerReader: named("reading-writes-per-reader", readingLimits.writesPerReader),
  podcastFeedFetchesPerToken: named("podcast-feed-fetches-per-token", podcastLimits.feedFetchesPerToken),
};

const perAddress = (c: Context<AppEnv>, named: NamedLimit[]): LimitCheck[] => {
  const key = addressLimitKey(clientAddress(c));
  return named.map((limit) => ({ limit, key }));
};

const perReader = (subject: string, named: NamedLimit[]): LimitCheck[] =>
  named.map((limit) => ({ limit, key: `reader:${subject}` }));

/**
 * Counts the request against the limits `checksOf` names and refuses it with 429 and Retry-After
 * once one is exceeded. The counts live in the database, so they hold across API processes; a key
 * this process saw refused is refused from memory until its window ends (refused-limits.ts).
 */
const limitRequests =
  (checksOf: (c: Context<AppEnv>) => Promise<LimitCheck[]>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const now = new Date(c.var.now);
    const outcome = await admitRequest(c.var.db, await checksOf(c), now, c.var.refusedLimits);
    if (!outcome.ok) {
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      throw new ApiError(429, `Too many requests from this client; try again in ${outcome.retryAfterSeconds} s`);
    }
    await next();
  };

/**
 * POST /events: a minute's and a day's worth per signed-in reader, else per client address
 * (docs/product/analytics-events.md#write-limits): readers behind one office address do not share one.
 */
export const limitEventWrites = limitRequests(async (c) =>
  c.var.subject ? perReader(c.var.subject, limits.eventsPerReader) : perAddress(c, limits.eventsPerAddress),
);

/** The installation id of a remote-config request, when its body names one; the schema checks it later. */
const installationIdOf = async (c: Context<AppEnv>) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const id = typeof body === "object" && body !== null && "installationId" in body ? body.installationId : undefined;
  return typeof id === "string" ? id : undefined;
};

/** POST /remote-config: per client address, then per installation id. */
export const limitRemoteConfigReads = limitRequests(async (c) => {
  const installationId = await installationIdOf(c);
  return [
    ...perAddress(c, limits.remoteConfigPerAddress),
    ...(installationId ? limits.remoteConfigPerInstallation.map((limit) => ({ limit, key: installationId })) : []),
  ];
});

/** The notebook's downloads: per signed-in reader (the route has checked there is one). */
export const limitNotebookExports = limitRequests(async (c) =>
  perReader(requireSubject(c.var.subject), limits.notebookExportsPerReader),
);

/** The reading history's recordings: per signed-in reader (the route has checked there is one). */
export const limitReadingWrites = limitRequests(async (c) =>
  perReader(requireSubject(c.var.subject), limits.readingWritesPerReader),
);

/**
 * The podcast feed's fetches: per token in the URL, known or not. The counters keep the token's hash:
 * the token itself is a credential and is never stored.
 */
export const limitPodcastFeedFetches = limitRequests(async (c) => {
  const key = `podcast-token:${createHash("sha256")
    .update(c.req.param("token") ?? "")
    .digest("hex")}`;
  return limits.podcastFeedFetchesPerToken.map((limit) => ({ limit, key }));
});

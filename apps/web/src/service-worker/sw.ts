/// <reference lib="webworker" />
import { offlineCaching } from "@awd/core/offline-cache";
import { savedAudioCache } from "@awd/core/saved-issue";
import { isSavedIssueCache } from "@awd/core/saved-issue-cache";
import {
  CacheFirst,
  createPartialResponse,
  ExpirationPlugin,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type RouteMatchCallbackOptions,
  Serwist,
  type SerwistGlobalConfig,
  StaleWhileRevalidate,
} from "serwist";
import { offlinePagePath } from "@/lib/service-worker";

// The service worker (docs/product/offline-and-reading-comfort.md#offline-reading, docs/adr/014):
// the app shell (the build's scripts and styles, the offline page) precached; pages the reader opened
// kept and answered stale while revalidating; article images kept; everything else, the API above
// all, left to the network (core's offlineCaching says which is which).

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;
/** The build this worker came with (set when the route bundles it). */
declare const __AWD_BUILD__: string;

// A kept page names its build's scripts, which the next build's server no longer has: each build keeps
// pages apart and the worker of a new build drops the earlier builds' pages when it takes over.
const pagesCachePrefix = "awd-pages-";
const pagesCache = `${pagesCachePrefix}${__AWD_BUILD__}`;

const day = 24 * 60 * 60;

const cachingOf = ({ request, url }: RouteMatchCallbackOptions) =>
  offlineCaching(
    {
      url: url.href,
      method: request.method,
      mode: request.mode,
      hasAuthorization: request.headers.has("authorization"),
      isComponentsPayload: request.headers.get("rsc") === "1",
    },
    self.location.origin,
  );

/** A page of a saved issue (the HTML everyone gets), from whichever account's saved issue holds it. */
const savedPage = async (url: string) => {
  for (const name of (await caches.keys()).filter(isSavedIssueCache)) {
    const page = await (await caches.open(name)).match(url, { ignoreVary: true });
    if (page) return page;
  }
  return undefined;
};

// A page the network cannot give and the reader never opened: the page of an issue they saved, else
// the offline page (this takes the place of the fallback Serwist adds to handlers without their own).
const savedPageOrOffline = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> =>
    (await savedPage(request.url)) ?? serwist.matchPrecache(offlinePagePath),
};

// A saved issue's audio, kept as bytes under a URL naming the account (docs/product/offline-and-reading-comfort.md#saving-an-issue).
const savedAudio = async ({ request, url }: RouteHandlerCallbackOptions) => {
  const cache = savedAudioCache(url.href, self.location.origin) as string;
  const kept = await (await caches.open(cache)).match(request.url);
  if (!kept) return fetch(request);
  // The player asks for byte ranges (to seek): the kept file answers them as the server would.
  return request.headers.has("range") ? createPartialResponse(request, kept) : kept;
};

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: ({ url }) => savedAudioCache(url.href, self.location.origin) !== null, handler: savedAudio },
    {
      matcher: (options) => cachingOf(options) === "page",
      handler: new StaleWhileRevalidate({
        cacheName: pagesCache,
        plugins: [
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * day, maxAgeFrom: "last-used" }),
          savedPageOrOffline,
        ],
      }),
    },
    {
      matcher: (options) => cachingOf(options) === "image",
      handler: new CacheFirst({
        cacheName: "awd-images",
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * day, maxAgeFrom: "last-used" })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: offlinePagePath, matcher: ({ request }) => request.destination === "document" }],
  },
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(pagesCachePrefix) && name !== pagesCache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

serwist.addEventListeners();

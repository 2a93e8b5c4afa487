/// <reference lib="webworker" />
import { offlineCaching } from "@awd/core/offline-cache";
import {
  CacheFirst,
  ExpirationPlugin,
  type PrecacheEntry,
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

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: (options) => cachingOf(options) === "page",
      handler: new StaleWhileRevalidate({
        cacheName: pagesCache,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * day, maxAgeFrom: "last-used" })],
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

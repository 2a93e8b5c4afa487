/// <reference lib="webworker" />
import { defaultImageUrl } from "@awd/core/images";
import { imageSource, offlineCaching, pageWithoutTrailingSlash } from "@awd/core/offline-cache";
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

const savedCaches = async () =>
  Promise.all((await caches.keys()).filter(isSavedIssueCache).map((name) => caches.open(name)));

/** A page of a saved issue (the HTML everyone gets), from whichever account's saved issue holds it. */
const savedPage = async (url: string) => {
  for (const cache of await savedCaches()) {
    const page = await cache.match(url, { ignoreVary: true });
    if (page) return page;
  }
  return undefined;
};

// A page the network cannot give and the reader never opened: the same page without a trailing slash
// (where the site serves it, and where it is kept), the page of an issue they saved, else the offline
// page (this takes the place of the fallback Serwist adds to handlers without their own).
const savedPageOrOffline = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const withoutSlash = pageWithoutTrailingSlash(request.url);
    if (withoutSlash) return Response.redirect(withoutSlash, 308);
    return (await savedPage(request.url)) ?? serwist.matchPrecache(offlinePagePath);
  },
};

/**
 * A main image of a saved issue, at whatever width the page asks it (the srcset's pick depends on the
 * screen): the saved width answers for every width of the same image.
 */
const savedImage = async (url: string) => {
  const source = imageSource(url, self.location.origin);
  if (!source) return undefined;
  for (const cache of await savedCaches()) {
    const exact = await cache.match(url);
    if (exact) return exact;
    const other = (await cache.keys()).find((key) => imageSource(key.url, self.location.origin) === source);
    if (other) return cache.match(other);
  }
  return undefined;
};

// The default image, kept when the worker installs: an image that can be had neither from the device
// nor the network is drawn as it, never as its alt text over the blur.
const defaultImageCache = "awd-default-image";
const defaultImage = new URL(defaultImageUrl, self.location.origin).href;

const savedOrDefaultImage = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) =>
    cachedResponse ?? (await savedImage(request.url)) ?? null,
  handlerDidError: async (): Promise<Response | undefined> =>
    (await caches.open(defaultImageCache)).match(defaultImage),
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
        plugins: [
          new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * day, maxAgeFrom: "last-used" }),
          savedOrDefaultImage,
        ],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: offlinePagePath, matcher: ({ request }) => request.destination === "document" }],
  },
});

self.addEventListener("install", (event) => {
  // Best effort: the worker installs without it when the file server cannot give it just now.
  event.waitUntil(
    caches
      .open(defaultImageCache)
      .then((cache) => cache.add(defaultImage))
      .catch(() => undefined),
  );
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

// Where the service worker is served and what it controls (docs/adr/014). Its scope is /awd, the
// whole site with its home (Next.js serves the base path without a trailing slash): wider than the
// script's own folder, which its Service-Worker-Allowed header permits.
export const serviceWorkerPath = "/awd/serwist/sw.js";
export const serviceWorkerScope = "/awd";
export const offlinePagePath = "/awd/offline";

/**
 * The inline script that registers the service worker once the page has loaded, so it never competes
 * with the page's own requests; a few bytes of the HTML rather than a chunk of first-load JavaScript.
 */
export const registerServiceWorkerScript = `if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register(${JSON.stringify(serviceWorkerPath)},{scope:${JSON.stringify(serviceWorkerScope)}}).catch(function(){})})`;

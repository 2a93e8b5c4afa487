// docs/product/site-and-urls.md#base-path-and-time-zone: everything the site serves lives under one path.
// A module of its own, so the smallest bundles (the error page's, the service worker) carry only this.
export const basePath = "/awd";

/**
 * docs/adr/017: where a reader's page reaches the API on the site's own origin (the caching front,
 * or in `npm start` a rewrite of the web app, passes it on to the API): `${siteApiPath}/auth/right`
 * is the API's `/auth/right`, with no CORS preflight before it.
 */
export const siteApiPath = `${basePath}/reader-api`;

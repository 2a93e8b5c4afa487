// docs/product/site-and-urls.md#base-path-and-time-zone: everything the site serves lives under one path.
// A module of its own, so the smallest bundles (the error page's, the service worker) carry only this.
export const basePath = "/awd";

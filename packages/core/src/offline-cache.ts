import { basePath } from "./base-path.ts";

// What the service worker may keep for offline reading (docs/product/offline-and-reading-comfort.md#offline-reading).
// The site's pages are the same HTML for every reader (what is a reader's own, from rights to paid
// text, the browser asks the API for with credentials), so a page kept for one account shows nothing
// of it to another. Only pages and article images of the site's own origin are kept; every request to
// the API, any request carrying credentials, and the signed audio and PDF files go to the network.

/** How a request is answered: a kept page (stale while revalidating), a kept image, or the network only. */
export type OfflineCaching = "page" | "image" | "network";

export interface OfflineRequest {
  url: string;
  method: string;
  /** `navigate` for a document load. */
  mode: string;
  /** Whether it carries an Authorization header or is a React Server Components request (RSC: 1). */
  hasAuthorization: boolean;
  isComponentsPayload: boolean;
}

// The sign-in callback's URL holds the one-time code and state; embedded pages are other sites' frames;
// the publisher's desk is for operators, and what it shows must be today's.
const neverKeptPages = ["/awd/login", "/awd/embedded", "/awd/api", "/awd/desk"];
const imagePaths = ["/awd/_next/image", "/awd/static/media/images/"];

const within = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);

export function offlineCaching(request: OfflineRequest, siteOrigin: string): OfflineCaching {
  if (!URL.canParse(request.url)) return "network";
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== siteOrigin || request.hasAuthorization) return "network";
  if (!within(url.pathname, basePath)) return "network";
  if (imagePaths.some((prefix) => within(url.pathname, prefix))) return "image";
  if (request.mode !== "navigate" || request.isComponentsPayload) return "network";
  return neverKeptPages.some((prefix) => within(url.pathname, prefix)) ? "network" : "page";
}

import { basePath } from "../site/base-path.ts";

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
// The optimiser's route, then the folder of the image files it reads.
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

/**
 * The address a page asked with a trailing slash is kept under: the same path without it, as the site
 * serves its pages ("/awd/" is the home, "/awd"). Null for a path without one, or the origin's root.
 * With the network gone the worker sends the reader there, where the kept or saved page is.
 */
export function pageWithoutTrailingSlash(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.pathname === "/" || !parsed.pathname.endsWith("/")) return null;
  parsed.pathname = parsed.pathname.replace(/\/+$/, "") || "/";
  return parsed.href;
}

/**
 * The image an image request shows, whatever width the page asked it at: the source path of an
 * optimiser URL (its url parameter) or the path of an image file; null for any other request. A saved
 * issue keeps each main image at one width, and the page's srcset may ask another (the browser picks
 * by the screen's density): the saved one answers for all of them.
 */
export function imageSource(url: string, siteOrigin: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.origin !== siteOrigin) return null;
  if (within(parsed.pathname, imagePaths[1] as string)) return parsed.pathname;
  if (parsed.pathname !== imagePaths[0]) return null;
  const source = parsed.searchParams.get("url");
  return source && within(source, imagePaths[1] as string) ? source : null;
}

// docs/product/site-and-urls.md#redirects: where the site may send a reader after sign-in or
// another round trip, so that a crafted link cannot use our domain to forward readers to someone
// else's (an open redirect).

const fallback = "/";
// Resolving against an origin nobody owns tells whether a path would leave the site.
const placeholderOrigin = "http://placeholder.invalid";

const parseUrl = (input: string, base: string): URL | undefined => {
  try {
    return new URL(input, base);
  } catch {
    return undefined;
  }
};

// A redirect target is accepted only if it is a URL on the site's own host (same scheme and
// port too, so https is never downgraded), else "/". A relative target resolves against the site.
export const safeRedirectTarget = (target: string, siteOrigin: string): string => {
  const site = parseUrl(siteOrigin, placeholderOrigin);
  const url = parseUrl(target, siteOrigin);
  return site && url && /^https?:$/.test(url.protocol) && url.origin === site.origin ? url.href : fallback;
};

// Only ASCII escapes can spell "/", "\" or a control character; undoing them until nothing changes
// also catches double encoding (%252F). Other escapes are left alone, so a malformed one ("100%")
// does not make a harmless path fail.
const decodeAsciiEscapes = (text: string): string =>
  text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const decodedForms = (path: string): string[] => {
  const forms = [path];
  for (let decoded = decodeAsciiEscapes(path); decoded !== forms.at(-1); decoded = decodeAsciiEscapes(decoded)) {
    forms.push(decoded);
  }
  return forms;
};

// The URL parser drops tabs and newlines and reads "\" as "/", so "/\t/evil" and "/\evil" are
// really "//evil" (another host): refuse control characters and let the parser decide the rest.
const isLocalPath = (path: string): boolean =>
  path.startsWith("/") && !/\p{Cc}/u.test(path) && parseUrl(path, placeholderOrigin)?.origin === placeholderOrigin;

// A redirect path must start with "/" and stay on this site, in every decoded form; else "/".
export const safeRedirectPath = (path: string): string => (decodedForms(path).every(isLocalPath) ? path : fallback);

// The return URL kept across the identity provider drops the redirectUrl parameter,
// so that coming back does not start a second redirect. A path stays a path, a URL stays a URL.
export const loginReturnUrl = (url: string): string => {
  const parsed = parseUrl(url, placeholderOrigin);
  if (!parsed?.searchParams.has("redirectUrl")) return url;
  parsed.searchParams.delete("redirectUrl");
  return parsed.origin === placeholderOrigin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
};

import { decodeAllianceCookie, encodeAllianceCookie } from "@awd/core/alliance-token";
import { allianceCookie } from "@awd/core/constants";

// docs/product/alliance-partners.md#the-alliance-cookie: the token arrives as a query parameter (from /alliance/enter),
// is kept base64-encoded in the awdAllianceToken cookie for a day, and can be read and removed.
const queryParameter = "awdAllianceToken";

export function readAllianceToken(): string | undefined {
  const raw = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${allianceCookie.name}=`))
    ?.slice(allianceCookie.name.length + 1);
  if (!raw) return undefined;
  const decoded = decodeAllianceCookie(decodeURIComponent(raw));
  return decoded.ok ? decoded.value : undefined;
}

// Over https the token never travels in clear: a page served over plain http may not read it.
const secureOverHttps = () => (window.location.protocol === "https:" ? "; secure" : "");

export function storeAllianceToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve
  document.cookie = `${allianceCookie.name}=${encodeURIComponent(encodeAllianceCookie(token))}; path=${allianceCookie.path}; max-age=${allianceCookie.maxAgeSeconds}; samesite=lax${secureOverHttps()}`;
}

// Removal also tries the domain, for a cookie that was set with a Domain attribute.
export function removeAllianceToken(): void {
  for (const domain of ["", `; domain=${window.location.hostname}`]) {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `${allianceCookie.name}=; path=${allianceCookie.path}; max-age=0${domain}`;
  }
}

/** Moves a token from the address bar into the cookie, so it is neither bookmarked nor shared. */
export function adoptAllianceTokenFromUrl(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(queryParameter);
  if (!token) return;
  storeAllianceToken(token);
  url.searchParams.delete(queryParameter);
  window.history.replaceState(window.history.state, "", url.toString());
}

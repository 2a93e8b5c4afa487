// The site's security headers, built from the origins the reader's browser talks to. Pages are
// prerendered and regenerated (ISR), so the policy is one fixed header per deployment: a per-request
// nonce would make every page dynamic. Next.js writes the React Server Components payload as inline
// scripts that differ per page and per regeneration, so scripts need 'unsafe-inline'; everything
// else is limited to this site and the named origins.

export interface SiteOrigins {
  /** The API as the browser reaches it (read and write roles). */
  apiUrls: readonly string[];
  /** The identity provider (the sign-in SDK's domain, with its scheme). */
  identityProviderUrl: string;
  /** `next dev` evaluates code for its fast refresh; a production build never does. */
  development: boolean;
}

export interface HeaderPair {
  key: string;
  value: string;
}

const originOf = (url: string): string => {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (parsed?.protocol !== "http:" && parsed?.protocol !== "https:")
    throw new Error(`not an http(s) URL for the Content-Security-Policy: ${JSON.stringify(url)}`);
  return parsed.origin;
};

const unique = (values: readonly string[]) => [...new Set(values)];

/** The Content-Security-Policy header value. Throws (plain English) on a URL that is not http(s). */
export function contentSecurityPolicy(origins: SiteOrigins): string {
  const api = unique(origins.apiUrls.map(originOf));
  const identityProvider = originOf(origins.identityProviderUrl);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-inline'", ...(origins.development ? ["'unsafe-eval'"] : [])],
    // React writes style attributes (image placeholders, the audio player's progress).
    ["style-src", "'self'", "'unsafe-inline'"],
    // Blurred image placeholders are tiny PNGs in data: URLs.
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    // Audio and PDFs come through the site's own /awd/static proxy.
    ["media-src", "'self'"],
    ["connect-src", "'self'", ...unique([...api, identityProvider])],
    // pdf.js's worker and the sign-in SDK's token worker are served by the site itself.
    ["worker-src", "'self'"],
    // The sign-in SDK renews a session in a hidden frame of the identity provider.
    ["frame-src", identityProvider],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", identityProvider],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** HSTS for a year; sent only over https, where a browser heeds it. */
export const strictTransportSecurity: HeaderPair = {
  key: "Strict-Transport-Security",
  value: "max-age=31536000; includeSubDomains",
};

// Nothing on the site uses these; a script that got in cannot either.
const deniedFeatures = ["camera", "microphone", "geolocation", "payment", "usb", "serial", "bluetooth", "midi"];

/** The headers every answer of the site carries (HSTS apart). */
export function securityHeaders(origins: SiteOrigins): HeaderPair[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(origins) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: deniedFeatures.map((feature) => `${feature}=()`).join(", ") },
    { key: "X-Frame-Options", value: "DENY" },
  ];
}

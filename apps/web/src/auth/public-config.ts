// What the browser needs to know about the deployment. Next.js inlines NEXT_PUBLIC_ variables at
// build time; `npm start` sets them from the ports and rebuilds when they change.
export const publicConfig = {
  readApiUrl: process.env.NEXT_PUBLIC_READ_API_URL ?? "http://localhost:3001",
  writeApiUrl: process.env.NEXT_PUBLIC_WRITE_API_URL ?? process.env.NEXT_PUBLIC_READ_API_URL ?? "http://localhost:3001",
  /** With its scheme and without a trailing slash: the issuer is `${domain}/`. */
  auth0Domain: process.env.NEXT_PUBLIC_AUTH0_DOMAIN ?? "http://localhost:3002",
  auth0ClientId: process.env.NEXT_PUBLIC_AUTH0_CLIENT_ID ?? "awd-web",
  auth0Audience: process.env.NEXT_PUBLIC_AUTH0_AUDIENCE ?? "https://api.awd.local/",
} as const;

// docs/product/sign-in-and-accounts.md#signing-in: openid, profile, email and the subscriptions
// read scope (offline_access is added by the SDK with refresh tokens).
export const signInScope = "openid profile email read:subscriptions";

export const loginCallbackPath = "/awd/login/callback";

/** The sign-in SDK's token worker, served by the site so the policy needs no blob: workers. */
export const tokenWorkerPath = "/awd/sign-in-worker.js";

/**
 * How long a silent sign-in waits for the identity provider (the SDK's default is 60 s): a reader
 * whose provider does not answer is told so, and it is asked again, rather than left waiting.
 */
export const silentSignInTimeoutSeconds = 10;

/** How long the SDK's "signed in" hint cookie lasts: the identity provider's session length. */
export const sessionHintDays = 14;

/** The SDK's hint cookie (no token in it) that a reader signed in on this browser. */
export const sessionHintCookie = `auth0.${publicConfig.auth0ClientId}.is.authenticated`;

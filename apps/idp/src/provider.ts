import Provider, { type Configuration, errors, type KoaContextWithOIDC } from "oidc-provider";
import type { Account, AccountsClient } from "./accounts-client.ts";
import { apiScope, demoAccountEmails, demoPassword, type IdpConfig, logoutUrisFor, redirectUrisFor } from "./config.ts";
import type { FileStore } from "./file-store.ts";
import { loadFirstPartyGrant } from "./first-party-grant.ts";
import { interactionRoutes } from "./interactions.ts";
import type { IdpKeys } from "./keys.ts";
import type { Logger } from "./log.ts";
import { logoutRoute } from "./logout.ts";
import { messages } from "./messages.ts";
import { errorPage, sendPage } from "./pages.ts";

export interface ProviderDeps {
  config: IdpConfig;
  /** The issuer actually served: `http://localhost:${port}/` unless IDP_ISSUER says otherwise. */
  issuer: string;
  keys: IdpKeys;
  store: FileStore;
  accounts: AccountsClient;
  log: Logger;
}

const hour = 60 * 60;
const day = 24 * hour;
const sessionCookie = { httpOnly: true, sameSite: "lax" } as const;

/** OIDC's standard claims of an account; updated_at in seconds since the epoch (OIDC Core 5.1). */
function claimsOf(account: Account) {
  const updatedAt = Date.parse(account.updatedAt);
  return {
    sub: account.subject,
    email: account.email,
    email_verified: account.emailVerified,
    name: account.name,
    ...(Number.isNaN(updatedAt) ? {} : { updated_at: Math.floor(updatedAt / 1000) }),
  };
}

/** The audience the web app asked for; the SDK sends Auth0's `audience`, not RFC 8707's `resource`. */
function audienceOf(ctx: KoaContextWithOIDC): string | undefined {
  const audience = ctx.oidc.params?.audience;
  return typeof audience === "string" && audience !== "" ? audience : undefined;
}

/**
 * An oidc-provider configured to look like an Auth0 tenant to the Auth0 SPA SDK: Auth0's paths,
 * `audience` for the API, JWT access tokens, profile claims in the ID token, refresh tokens without
 * `prompt=consent`, web_message for silent sign-in, and no consent page for our own app.
 */
export function createProvider({ config, issuer, keys, store, accounts, log }: ProviderDeps): Provider {
  const homeUrl = `${config.webOrigins[0]}/awd/`;

  const configuration: Configuration = {
    adapter: (name: string) => store.adapterFor(name),
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys, long: sessionCookie, short: sessionCookie },
    clients: [
      {
        client_id: config.clientId,
        client_name: messages.brand,
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: config.webOrigins.flatMap(redirectUrisFor),
      },
    ],
    // Auth0's paths, so the SDK (which builds them from its `domain`) finds every endpoint.
    routes: {
      authorization: "/authorize",
      token: "/oauth/token",
      jwks: "/.well-known/jwks.json",
      userinfo: "/userinfo",
      revocation: "/oauth/revoke",
    },
    // The SDK uses the authorization code flow only.
    responseTypes: ["code"],
    claims: { openid: ["sub"], profile: ["name", "updated_at"], email: ["email", "email_verified"] },
    // The SDK reads the user from the ID token alone, so profile and email claims go in it.
    conformIdTokenClaims: false,
    extraParams: ["audience", "screen_hint"],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // Logout is Auth0's GET /v2/logout (logout.ts), without oidc-provider's confirmation page.
      rpInitiatedLogout: { enabled: false },
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      // Silent sign-in: prompt=none in a hidden iframe, answered by postMessage to the web app.
      webMessageResponseMode: { enabled: true, ack: "individual-draft-01" },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx, _client, oneOf) => oneOf ?? audienceOf(ctx),
        // The token request carries no audience: the access token is for the API the code was granted for.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== config.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            audience: config.apiAudience,
            accessTokenTTL: hour,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    // The token endpoint answers the web app's origins only (the SDK calls it with fetch).
    clientBasedCORS: (_ctx, origin) => config.webOrigins.includes(origin),
    // The SDK never sends prompt=consent, without which oidc-provider drops offline_access; our own
    // app gets a refresh token whenever it may use the grant.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    loadExistingGrant: loadFirstPartyGrant,
    // Auth0's RBAC claim: an operator's desk permissions, in the API's access token and never in the
    // ID token, which the web app reads as the reader's profile.
    async extraTokenClaims(_ctx, token) {
      if (!("accountId" in token) || typeof token.accountId !== "string" || !token.resourceServer) return undefined;
      const account = await accounts.find(token.accountId);
      return account && account.permissions.length > 0 ? { permissions: account.permissions } : undefined;
    },
    async findAccount(_ctx, sub) {
      const account = await accounts.find(sub);
      return account && { accountId: account.subject, claims: () => claimsOf(account) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? hour,
      AuthorizationCode: 60,
      IdToken: hour,
      Interaction: hour,
      Grant: 14 * day,
      Session: 14 * day,
      // A rotated refresh token inherits what its predecessor had left: 14 days from sign-in in all.
      RefreshToken: (ctx, _token) => ctx.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? 14 * day,
    },
    async renderError(ctx, out) {
      log.warn({ error: out.error, error_description: out.error_description }, "authorization error shown");
      const detail = [out.error, out.error_description].filter(Boolean).join(": ");
      sendPage(ctx, ctx.status, errorPage(messages.authorizationFailed, homeUrl, detail));
    },
  };

  const provider = new Provider(issuer, configuration);
  // What our own routes throw is logged here as a JSON line; Koa would print it as plain text.
  provider.silent = true;
  provider.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      log.error({ path: ctx.path, error: String(error), stack_trace: (error as Error).stack }, "request failed");
      throw error;
    }
  });
  provider.use(async (ctx, next) => {
    if (ctx.path !== "/healthz") return next();
    ctx.set("cache-control", "no-store");
    ctx.body = { status: "ok" };
  });
  const logoutUrls = config.webOrigins.flatMap(logoutUrisFor);
  provider.use(logoutRoute({ provider, store, log, sessionCookie, homeUrl, clientId: config.clientId, logoutUrls }));
  const demo = config.showDemoAccounts ? { emails: demoAccountEmails, password: demoPassword } : undefined;
  provider.use(interactionRoutes({ provider, accounts, log, homeUrl, demo }));

  provider.on("server_error", (_ctx, error) =>
    log.error({ error: error.message, stack_trace: error.stack }, "provider error"),
  );
  // Refusals (a bad code, an expired refresh token) are the client's business; logged to explain them.
  const refused = (event: string) => (_ctx: KoaContextWithOIDC, error: errors.OIDCProviderError) =>
    log.warn({ error: error.message, error_description: error.error_description }, event);
  provider.on("authorization.error", refused("authorization.error"));
  provider.on("grant.error", refused("grant.error"));
  provider.on("revocation.error", refused("revocation.error"));
  provider.on("userinfo.error", refused("userinfo.error"));
  return provider;
}

import type Provider from "oidc-provider";
import type { CookiesSetOptions, KoaContextWithOIDC } from "oidc-provider";
import type { FileStore } from "./file-store.ts";
import type { Logger } from "./log.ts";
import { messages } from "./messages.ts";
import { errorPage, loggedOutPage, sendPage } from "./pages.ts";

export interface LogoutDeps {
  provider: Provider;
  store: FileStore;
  log: Logger;
  sessionCookie: CookiesSetOptions;
  homeUrl: string;
  clientId: string;
  /** Auth0's "Allowed Logout URLs" of the client. */
  logoutUrls: readonly string[];
}

type Next = () => Promise<unknown>;

const queryValue = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * Auth0's logout, GET /v2/logout?client_id=…&returnTo=…, as the SDK calls it: it ends the session at
 * once (oidc-provider's own RP-initiated logout asks for a confirmation first, which Auth0 never
 * does, so it is turned off), then redirects to returnTo when it is one of the client's allowed
 * logout URLs. Without returnTo it goes to the first of them, as Auth0 does, or, without a client,
 * shows that the reader is logged out.
 */
export function logoutRoute({ provider, store, log, sessionCookie, homeUrl, clientId, logoutUrls }: LogoutDeps) {
  return async (ctx: KoaContextWithOIDC, next: Next) => {
    if (ctx.path !== "/v2/logout" || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();

    const session = await provider.Session.get(ctx);
    if (session.accountId) {
      // Tokens issued in this session end with it (they all expire with the session: the SDK never
      // obtains offline_access), so a refresh token held by the web app stops working too.
      for (const { grantId } of Object.values(session.authorizations ?? {}))
        if (grantId) await store.revokeGrant(grantId);
      await session.destroy();
      log.info({ subject: session.accountId }, "signed out");
    }
    ctx.cookies.set(provider.cookieName("session"), null, sessionCookie);

    const returnTo = queryValue(ctx.query.returnTo);
    const ours = queryValue(ctx.query.client_id) === clientId;
    ctx.set("cache-control", "no-store");
    if (returnTo !== undefined) {
      if (ours && logoutUrls.includes(returnTo)) return ctx.redirect(returnTo);
      return sendPage(ctx, 400, errorPage(messages.returnToNotAllowed, homeUrl, `returnTo=${returnTo}`));
    }
    const fallback = logoutUrls[0];
    if (ours && fallback) return ctx.redirect(fallback);
    sendPage(ctx, 200, loggedOutPage(homeUrl));
  };
}

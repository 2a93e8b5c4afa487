"use client";

import { Auth0Provider, useAuth0 } from "@auth0/auth0-react";
import type { RequestCredentials } from "@awd/core/auth-header";
import { loginRequiredError } from "@awd/core/errors";
import { loginReturnUrl, safeRedirectPath } from "@awd/core/redirect";
import { retryDelayMs, shouldRetryFetch } from "@awd/core/retry";
import { useEffect, useRef } from "react";
import { savedAccount, savingCode } from "@/offline/saved-account";
import { readAllianceToken } from "./alliance-cookie";
import {
  loginCallbackPath,
  publicConfig,
  sessionHintDays,
  signInScope,
  silentSignInTimeoutSeconds,
  tokenWorkerPath,
} from "./public-config";
import { sessionHintAttribute } from "./session-hint";
import { hasStoredSession, registerSessionActions, reportSession } from "./session-store";

const siteRoot = "/awd/";

/** The official Auth0 SDK, mounted once per page load; its state and actions go to the session store. */
export default function SessionBridge() {
  const origin = window.location.origin;
  return (
    <Auth0Provider
      domain={publicConfig.auth0Domain}
      clientId={publicConfig.auth0ClientId}
      authorizationParams={{
        audience: publicConfig.auth0Audience,
        scope: signInScope,
        redirect_uri: `${origin}${loginCallbackPath}`,
      }}
      // Tokens live in the SDK's worker, out of reach of the page's scripts and of storage; a reload
      // renews them in a hidden frame on the identity provider's session (docs/adr/010).
      cacheLocation="memory"
      useRefreshTokens
      useRefreshTokensFallback
      workerUrl={tokenWorkerPath}
      authorizeTimeoutInSeconds={silentSignInTimeoutSeconds}
      sessionCheckExpiryDays={sessionHintDays}
      legacySameSiteCookie={false}
      skipRedirectCallback={window.location.pathname !== loginCallbackPath}
      onRedirectCallback={(appState) =>
        window.location.replace(safeRedirectPath(String(appState?.returnTo ?? siteRoot)))
      }
    >
      <SessionSync />
    </Auth0Provider>
  );
}

function SessionSync() {
  const auth = useAuth0();
  const authRef = useRef(auth);
  authRef.current = auth;

  useEffect(() => {
    const { isLoading, isAuthenticated, user, error } = auth;
    // The SDK drops its hint cookie when the provider answers login_required; a reader it did not
    // sign in who still has the cookie is one whose provider could not be reached.
    const unconfirmed = !isLoading && !isAuthenticated && hasStoredSession();
    // A saved issue stays only with the account that saved it: signed out (or the session over), or
    // another account signed in, it goes (docs/product/offline-and-reading-comfort.md#saving-an-issue).
    // Offline, no answer about the session is to be trusted.
    if (savedAccount() && !isLoading && !unconfirmed && navigator.onLine) {
      const email = isAuthenticated ? user?.email : undefined;
      void savingCode().then((saving) => (email ? saving.keepOnlyAccountOf(email) : saving.forgetSavedIssues()));
    }
    const status = isLoading ? "loading" : isAuthenticated ? "signed-in" : unconfirmed ? "unconfirmed" : "anonymous";
    // The head's mark of a reader signed in on this browser proved wrong (the session had ended):
    // the page is drawn as for any visitor from now on, the paywall's prompt with it (ServedBody).
    if (status === "anonymous") document.documentElement.removeAttribute(sessionHintAttribute);
    reportSession({
      status,
      user: user ? { name: user.name ?? user.email ?? "", email: user.email ?? "", updatedAt: user.updated_at } : null,
      error: error?.message ?? null,
    });
  }, [auth]);

  // An unreachable provider is asked again by the retry rule; an answer updates the SDK's state.
  const renewing = !auth.isLoading && !auth.isAuthenticated && hasStoredSession();
  useEffect(() => {
    if (!renewing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renew = (retriesSoFar: number) => {
      timer = setTimeout(
        () =>
          void authRef.current.getAccessTokenSilently().catch((error: unknown) => {
            if (shouldRetryFetch(retriesSoFar + 1, error)) renew(retriesSoFar + 1);
          }),
        retryDelayMs(retriesSoFar),
      );
    };
    renew(0);
    return () => clearTimeout(timer);
  }, [renewing]);

  useEffect(() => {
    registerSessionActions({
      async login({ signUp = false, returnTo = `${window.location.pathname}${window.location.search}` } = {}) {
        await authRef.current.loginWithRedirect({
          appState: { returnTo: loginReturnUrl(safeRedirectPath(returnTo)) },
          authorizationParams: signUp ? { screen_hint: "signup" } : {},
        });
      },
      async logout() {
        // docs/product/sign-in-and-accounts.md#logout; a saved issue's paid text leaves with the account.
        await savingCode().then((saving) => saving.forgetSavedIssues());
        await authRef.current.logout({ logoutParams: { returnTo: `${window.location.origin}${siteRoot}` } });
      },
      async renew() {
        await authRef.current.getAccessTokenSilently().catch(() => undefined);
      },
      async credentials(): Promise<RequestCredentials> {
        const current = authRef.current;
        if (!current.isAuthenticated) return { kind: "anonymous" };
        try {
          const accessToken = await current.getAccessTokenSilently();
          if (!accessToken) return { kind: "anonymous" };
          const claims = await current.getIdTokenClaims();
          return { kind: "bearer", accessToken, idToken: claims?.__raw };
        } catch (error) {
          // docs/product/sign-in-and-accounts.md#silent-session-check: a silent fetch failing with
          // login_required (and no alliance token) signs in again.
          if ((error as { error?: string }).error === loginRequiredError && !readAllianceToken())
            await current.loginWithRedirect({ appState: { returnTo: loginReturnUrl(window.location.pathname) } });
          throw error;
        }
      },
    });
  }, []);
  return null;
}

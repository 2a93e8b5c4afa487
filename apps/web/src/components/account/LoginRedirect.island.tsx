"use client";

import { safeRedirectPath, safeRedirectTarget } from "@awd/core/redirect";
import { useEffect, useState } from "react";
import { sessionActions } from "@/auth/session-store";
import { loginMessages } from "@/messages/account";

/**
 * /awd/login: sends the reader to the identity provider and, after sign-in, back to `redirectUrl`
 * or the referring page of this site (anything else is replaced by the site root).
 */
export function LoginRedirect() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // A plain link here (the paywall's "login to read") comes back to the page it was on.
    const fromReferrer = document.referrer ? safeRedirectTarget(document.referrer, window.location.origin) : "/awd/";
    const referrerUrl = new URL(fromReferrer, window.location.origin);
    const returnTo = safeRedirectPath(params.get("redirectUrl") ?? `${referrerUrl.pathname}${referrerUrl.search}`);
    sessionActions()
      .then((actions) => actions.login({ returnTo, signUp: params.get("screen") === "signup" }))
      .catch(() => setFailed(true));
  }, []);
  return <p role="status">{failed ? loginMessages.failed : loginMessages.text}</p>;
}

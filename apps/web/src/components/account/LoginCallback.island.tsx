"use client";

import { useSession } from "@/auth/session-store";
import { loginHref, withBase } from "@/lib/paths";
import { loginMessages } from "@/messages/account";

// The provider's redirect lands here; the sign-in SDK (mounted by SessionBoot for this path)
// completes it and replaces the page with the stored return URL. An error stays on screen.
export function LoginCallback() {
  const { error } = useSession();
  if (!error) return <p role="status">{loginMessages.callbackText}</p>;
  return (
    <>
      <p role="alert">{loginMessages.failed}</p>
      <p>
        <a href={withBase(loginHref)}>{loginMessages.retry}</a>
      </p>
    </>
  );
}

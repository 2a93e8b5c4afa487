"use client";

import { accountAreaShows } from "@awd/core/account-area";
import { isLoggedIn } from "@awd/core/visitor";
import { lazy, type MouseEvent, Suspense } from "react";
import { sessionActions } from "@/auth/session-store";
import { useVisitor } from "@/auth/visitor-hook";
import { applyHref, loginHref, myPageHref, notebookHref, withBase } from "@/lib/paths";
import { headerMessages } from "@/messages/site";
import { useDeviceReader } from "@/offline/device-reader";
import styles from "./AccountArea.module.css";
import { UserMenu } from "./UserMenu.island";

// The badge's code comes only to signed-in readers, after the page is up: it is no part of any page's
// first load.
const ReviewBadge = lazy(() =>
  import("@/components/notebook/ReviewBadge.island").then((m) => ({ default: m.ReviewBadge })),
);

/** Starts the sign-in from here, so the reader comes back to this very page. */
function startLogin(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  void sessionActions().then((actions) => actions.login());
}

// docs/product/reading-and-access.md#what-the-layout-offers: the apply button (not signed in or no
// subscription right, and no alliance token), then the login button, or the user icon (with its
// menu unless an alliance visitor), and for a signed-in reader the count of review cards due. The
// server renders what an anonymous visitor sees; the browser puts in the signed-in state. A reader
// whose session is being renewed or cannot be just now is offered neither login nor menu, unless an
// issue is saved for them on this device (core's accountAreaShows).
export function AccountArea() {
  const { session, visitor, permissions } = useVisitor();
  const device = useDeviceReader();
  const shows = accountAreaShows({
    session: session.status,
    renewing: session.sdkRequested,
    loggedIn: isLoggedIn(visitor),
    allianceToken: visitor.right.hasAwdAllianceToken,
    ...device,
  });
  return (
    <div className={styles.area}>
      {permissions.showApplyButton && (
        <a href={withBase(applyHref)} className={styles.apply}>
          {headerMessages.apply}
        </a>
      )}
      {session.status === "signed-in" && (
        <Suspense fallback={null}>
          <ReviewBadge />
        </Suspense>
      )}
      {(shows === "menu" || shows === "icon") && (
        <UserMenu
          myPageHref={permissions.showMyPageLink ? withBase(myPageHref) : null}
          notebookHref={withBase(notebookHref)}
          hasMenu={shows === "menu"}
        />
      )}
      {shows === "login" && (
        <a href={withBase(loginHref)} className={styles.login} onClick={startLogin}>
          {headerMessages.login}
        </a>
      )}
    </div>
  );
}

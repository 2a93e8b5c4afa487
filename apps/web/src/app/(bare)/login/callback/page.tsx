import type { Metadata } from "next";
import { SessionBoot } from "@/auth/SessionBoot.island";
import { LoginCallback } from "@/components/account/LoginCallback.island";
import { withBase } from "@/lib/paths";
import { loginMessages } from "@/messages/account";
import { siteMessages } from "@/messages/site";
import styles from "../page.module.css";

export const metadata: Metadata = { title: loginMessages.callbackTitle, robots: { index: false } };

// docs/product/sign-in-and-accounts.md#signing-in: /awd/login/callback (and /login/callback,
// redirected here) returns to the stored URL.
export default function LoginCallbackPage() {
  return (
    <main className={styles.page}>
      <p className={styles.brand}>{siteMessages.siteName}</p>
      <h1 className={styles.title}>{loginMessages.callbackTitle}</h1>
      <LoginCallback />
      <p>
        <a href={withBase("/")}>{loginMessages.back}</a>
      </p>
      <SessionBoot />
    </main>
  );
}

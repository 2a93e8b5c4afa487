import type { Metadata } from "next";
import { SessionBoot } from "@/auth/SessionBoot.island";
import { LoginRedirect } from "@/components/account/LoginRedirect.island";
import { withBase } from "@/lib/paths";
import { loginMessages } from "@/messages/account";
import { siteMessages } from "@/messages/site";
import styles from "./page.module.css";

export const metadata: Metadata = { title: loginMessages.title, robots: { index: false } };

// A path containing /login renders bare (docs/product/site-and-urls.md#bare-pages).
export default function LoginPage() {
  return (
    <main className={styles.page}>
      <p className={styles.brand}>{siteMessages.siteName}</p>
      <h1 className={styles.title}>{loginMessages.title}</h1>
      <LoginRedirect />
      <p>
        <a href={withBase("/")}>{loginMessages.back}</a>
      </p>
      <SessionBoot />
    </main>
  );
}

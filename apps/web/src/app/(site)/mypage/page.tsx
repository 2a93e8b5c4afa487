import type { Metadata } from "next";
import { MyPage } from "@/components/account/MyPage.island";
import { PageTop } from "@/components/site/PageTop";
import { accountMessages } from "@/messages/account";
import styles from "./page.module.css";

export const metadata: Metadata = { title: accountMessages.myPageTitle, robots: { index: false } };

// docs/product/subscriptions-and-codes.md#my-page: the same shell for everyone; the reader's own
// data arrives in the browser.
export default function MyPageRoute() {
  return (
    <>
      <PageTop />
      <div className={styles.page}>
        <h1 className={styles.title}>{accountMessages.myPageTitle}</h1>
        <MyPage />
      </div>
    </>
  );
}

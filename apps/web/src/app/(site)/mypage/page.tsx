import type { Metadata } from "next";
import { MyPage } from "@/components/account/MyPage.island";
import { PageTop } from "@/components/site/PageTop";
import { notebookHref, withBase } from "@/lib/paths";
import { accountMessages } from "@/messages/account";
import { notebookMessages } from "@/messages/notebook";
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
        <p>
          <a href={withBase(notebookHref)}>{notebookMessages.wordsPage.myPageLink}</a>
        </p>
        <MyPage />
      </div>
    </>
  );
}

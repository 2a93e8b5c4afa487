import type { Metadata } from "next";
import { ReviewSession } from "@/components/notebook/ReviewSession.island";
import { PageTop } from "@/components/site/PageTop";
import { notebookMessages } from "@/messages/notebook";
import styles from "../mypage/page.module.css";

export const metadata: Metadata = { title: notebookMessages.review.title, robots: { index: false } };

// docs/product/notebook.md#the-review-screen: the same shell for everyone; the reader's due cards
// arrive in the browser.
export default function ReviewRoute() {
  return (
    <>
      <PageTop />
      <div className={styles.page}>
        <h1 className={styles.title}>{notebookMessages.review.title}</h1>
        <ReviewSession />
      </div>
    </>
  );
}

import type { Metadata } from "next";
import { NotebookWords } from "@/components/notebook/NotebookWords.island";
import { PageTop } from "@/components/site/PageTop";
import { notebookMessages } from "@/messages/notebook";
import styles from "../page.module.css";

export const metadata: Metadata = { title: notebookMessages.wordsPage.title, robots: { index: false } };

// docs/product/notebook.md#the-words-page: the same shell for everyone; the reader's words arrive in
// the browser.
export default function NotebookWordsRoute() {
  return (
    <>
      <PageTop />
      <div className={styles.page}>
        <h1 className={styles.title}>{notebookMessages.wordsPage.title}</h1>
        <NotebookWords />
      </div>
    </>
  );
}

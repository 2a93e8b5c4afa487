import type { Metadata } from "next";
import { PreviewCodeForm } from "@/components/account/PreviewCodeForm.island";
import { PageTop } from "@/components/site/PageTop";
import { accountMessages } from "@/messages/account";
import styles from "./page.module.css";

export const metadata: Metadata = { title: accountMessages.previewCodeTitle, robots: { index: false } };

// /auth: the preview-code page of double-course readers (laid out for 500 px).
export default function PreviewCodePage() {
  return (
    <>
      <PageTop />
      <div className={styles.page}>
        <h1 className={styles.title}>{accountMessages.previewCodeTitle}</h1>
        <p>{accountMessages.previewCodeLead}</p>
        <p className={styles.where}>{accountMessages.previewCodeWhere}</p>
        <PreviewCodeForm />
      </div>
    </>
  );
}

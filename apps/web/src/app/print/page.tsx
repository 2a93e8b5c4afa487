import type { Metadata } from "next";
import { PrintEditionList } from "@/components/print/PrintEditionList";
import { listPrintEditions } from "@/components/print/print-editions-api";
import { PageHeader } from "@/components/site/PageHeader";
import { PageTop } from "@/components/site/PageTop";
import { shareMetadata } from "@/lib/share-metadata";
import { printMessages } from "@/messages/print";
import styles from "./page.module.css";

export const revalidate = 3600;
export const metadata: Metadata = shareMetadata({ title: printMessages.title, description: printMessages.lead });

// /awd/print, the category navigation's PDF link: every issue with its front page. Public: the
// covers are, and the PDFs stay behind the viewer's signed URLs.
export default async function PrintEditionsPage() {
  const editions = await listPrintEditions();
  return (
    <>
      <PageTop />
      <div className={styles.page}>
        <PageHeader title={printMessages.title} lead={printMessages.lead} />
        <section aria-label={printMessages.issues}>
          <PrintEditionList editions={editions} />
        </section>
      </div>
    </>
  );
}

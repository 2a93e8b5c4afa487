import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PrintViewer } from "@/components/print/PrintViewer.island";
import { findPrintEdition, listPrintEditions } from "@/components/print/print-editions-api";
import { PageTop } from "@/components/site/PageTop";
import { UnbrokenDates } from "@/components/site/UnbrokenDates";
import { printEditionHref } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { printMessages } from "@/messages/print";
import styles from "./page.module.css";

export const revalidate = 3600;

type Params = { issueDate: string };

export async function generateStaticParams(): Promise<Params[]> {
  return (await listPrintEditions()).map((edition) => ({ issueDate: edition.issueDate }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const edition = await findPrintEdition((await params).issueDate);
  return edition ? shareMetadata({ title: edition.title, description: edition.headline.en }) : {};
}

// /awd/print/{issueDate}: the issue's public part is rendered here, the same for everyone; the
// viewer island then asks the API for the PDF with the visitor's credentials.
export default async function PrintIssuePage({ params }: { params: Promise<Params> }) {
  const edition = await findPrintEdition((await params).issueDate);
  if (!edition) notFound();
  return (
    <>
      <PageTop />
      <div className={styles.page}>
        <p className={styles.back}>
          <Link href={printEditionHref}>{printMessages.backToList}</Link>
        </p>
        <header className={styles.header}>
          <h1 className={styles.title}>
            <UnbrokenDates text={edition.title} />
          </h1>
          <p className={styles.headline}>
            <span lang="en">{edition.headline.en}</span>
            <span className={styles.headlineJa}>{edition.headline.ja}</span>
          </p>
          <p className={styles.meta}>
            {printMessages.pages(edition.pageCount)}　{printMessages.hint}
          </p>
        </header>
        <PrintViewer issueDate={edition.issueDate} />
      </div>
    </>
  );
}

"use client";

import { useCallback, useState } from "react";
import { useVisitor } from "@/auth/visitor-hook";
import { staticFileUrl } from "@/lib/paths";
import { printMessages } from "@/messages/print";
import { PdfReader } from "./PdfReader";
import { PrintSubscribePrompt } from "./PrintSubscribePrompt";
import styles from "./PrintViewer.module.css";
import { printDenialOf } from "./print-denial";
import { usePdfDocument } from "./usePdfDocument";
import { usePrintEdition } from "./usePrintEdition";

function Loading({ progress }: { progress: number | null }) {
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className={styles.loading} role="status">
      <label className={styles.loadingLabel}>
        {printMessages.loading}
        {percent !== null && ` ${percent}%`}
        {/* Without a value the bar is indeterminate: the size is not known yet. */}
        <progress className={styles.progress} max={100} value={percent ?? undefined} />
      </label>
    </div>
  );
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{printMessages.loadError}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {printMessages.retry}
      </button>
    </div>
  );
}

// The print edition's viewer: asks the API for the issue with the visitor's credentials; a visitor
// with a right gets a signed URL of the PDF, which pdf.js then loads, others the subscribe prompt.
export function PrintViewer({ issueDate }: { issueDate: string }) {
  const edition = usePrintEdition(issueDate);
  const { visitor } = useVisitor();
  const pdfUrl = edition.status === "ready" ? staticFileUrl(edition.edition.pdfUrl) : null;
  const pdf = usePdfDocument(pdfUrl);
  const [drawFailed, setDrawFailed] = useState(false);
  const onFailed = useCallback(() => setDrawFailed(true), []);

  if (edition.status === "denied")
    return <PrintSubscribePrompt reason={printDenialOf(edition.refusal, visitor, Date.now())} issueDate={issueDate} />;
  if (edition.status === "failed") return <Failed retry={edition.retry} />;
  if (pdf.status === "failed") return <Failed retry={pdf.retry} />;
  if (drawFailed) return <Failed retry={() => window.location.reload()} />;
  if (pdf.status !== "ready") return <Loading progress={pdf.status === "loading" ? pdf.progress : null} />;
  return <PdfReader pdf={pdf.document} onFailed={onFailed} />;
}

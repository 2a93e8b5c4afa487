import { useState } from "react";
import { notebookMessages } from "@/messages/notebook";
import styles from "./Notebook.module.css";
import { downloadNotebook, type ExportFormat, ExportLimitedError } from "./notebook-api";

const m = notebookMessages.wordsPage;

const today = () => new Date().toISOString().slice(0, 10);

/** The two downloads of the whole notebook; a refusal says when another is taken. */
export function NotebookExport() {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState("");
  const download = async (format: ExportFormat) => {
    setBusy(format);
    setFailure("");
    try {
      await downloadNotebook(format, today());
    } catch (error) {
      setFailure(
        error instanceof ExportLimitedError ? m.exportLimited(Math.ceil(error.retryAfterSeconds / 60)) : m.exportFailed,
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="notebook-export-heading">
      <h2 id="notebook-export-heading" className={styles.sectionTitle}>
        {m.exportTitle}
      </h2>
      <p>{m.exportLead}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} disabled={busy !== null} onClick={() => download("csv")}>
          {busy === "csv" ? m.exporting : m.exportCsv}
        </button>
        <button type="button" className={styles.secondary} disabled={busy !== null} onClick={() => download("anki")}>
          {busy === "anki" ? m.exporting : m.exportAnki}
        </button>
      </div>
      <p role="alert" className={styles.error}>
        {failure}
      </p>
    </section>
  );
}

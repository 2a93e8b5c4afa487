import type { ReportKind } from "@awd/core/report-csv";
import type { ReportRange } from "@awd/core/report-range";
import { useState } from "react";
import { deskErrorOf } from "@/desk/deskApi";
import { deskReportsMessages } from "@/messages/desk-reports";
import styles from "./Reports.module.css";
import { downloadReportCsv } from "./report-requests";

const messages = deskReportsMessages.csv;

/** Saves the report of the range as CSV; a failed download is said next to the button. */
export function CsvDownloadButton({ kind, range, report }: { kind: ReportKind; range: ReportRange; report: string }) {
  const [state, setState] = useState<{ busy: boolean; failure?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      await downloadReportCsv(kind, range);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, failure: `${messages.failed} ${deskErrorOf(error).message}` });
    }
  };
  return (
    <div className={styles.download}>
      <button type="button" className={styles.button} onClick={download} disabled={state.busy}>
        {state.busy ? messages.downloading : messages.download(report)}
      </button>
      {state.failure && (
        <p role="alert" className={styles.problem}>
          {state.failure}
        </p>
      )}
    </div>
  );
}

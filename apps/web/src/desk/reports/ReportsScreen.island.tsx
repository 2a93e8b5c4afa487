"use client";

import { tokyoDayOf } from "@awd/core/event-retention";
import { presetRange, type ReportRange } from "@awd/core/report-range";
import { useEffect, useState } from "react";
import { type DeskApiError, deskErrorOf } from "@/desk/deskApi";
import { deskReportsMessages } from "@/messages/desk-reports";
import { EventsReport } from "./EventsReport";
import { FeedbackReport } from "./FeedbackReport";
import { ReportRangePicker } from "./ReportRangePicker";
import styles from "./Reports.module.css";
import { fetchReports, type Reports } from "./report-requests";

type Loaded = { state: "loading" } | { state: "loaded"; reports: Reports } | { state: "failed"; error: DeskApiError };

// docs/product/publishers-desk.md#reports: the range picked, then both reports of that range. A
// failed request is told as a failure, never drawn as an empty chart.
export function ReportsScreen() {
  const [today] = useState(() => tokyoDayOf(new Date()));
  const [range, setRange] = useState<ReportRange>(() => presetRange("last7Days", today));
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again for the same range
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: "loading" });
    const settle = (next: Loaded) => {
      if (!controller.signal.aborted) setLoaded(next);
    };
    fetchReports(range, controller.signal).then(
      (reports) => settle({ state: "loaded", reports }),
      (error: unknown) => settle({ state: "failed", error: deskErrorOf(error) }),
    );
    return () => controller.abort();
  }, [range, attempt]);

  return (
    <div className={styles.screen}>
      <ReportRangePicker today={today} range={range} onChange={setRange} />
      <div aria-live="polite" className={styles.status}>
        {loaded.state === "loading" && <p>{deskReportsMessages.loading}</p>}
      </div>
      {loaded.state === "failed" && (
        <div role="alert" className={styles.failure}>
          <p>
            {deskReportsMessages.failed} {loaded.error.message}
          </p>
          <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
            {deskReportsMessages.retry}
          </button>
        </div>
      )}
      {loaded.state === "loaded" && (
        <>
          <FeedbackReport report={loaded.reports.feedback} />
          <EventsReport report={loaded.reports.events} />
        </>
      )}
    </div>
  );
}

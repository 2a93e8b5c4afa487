"use client";

import { tokyoDayOf } from "@awd/core/event-retention";
import { presetRange, type ReportRange } from "@awd/core/report-range";
import { useState } from "react";
import { deskReportsMessages } from "@/messages/desk-reports";
import { DeskScreen } from "../DeskScreen";
import { useDeskLoad } from "../useDeskLoad";
import { EventsReport } from "./EventsReport";
import { FeedbackReport } from "./FeedbackReport";
import { ReportRangePicker } from "./ReportRangePicker";
import styles from "./Reports.module.css";
import { fetchReports, type Reports } from "./report-requests";

// docs/product/publishers-desk.md#reports: the range picked, then both reports of that range. A
// failed request is told as a failure, never drawn as an empty chart.
export function ReportsScreen() {
  const [today] = useState(() => tokyoDayOf(new Date()));
  const [range, setRange] = useState<ReportRange>(() => presetRange("last7Days", today));
  const reports = useDeskLoad(`${range.from}_${range.to}`, (signal) => fetchReports(range, signal));

  return (
    <DeskScreen
      title={deskReportsMessages.title}
      lead={deskReportsMessages.summary}
      above={<ReportRangePicker today={today} range={range} onChange={setRange} />}
      read={{ load: reports, loading: deskReportsMessages.loading, failed: deskReportsMessages.failed }}
    >
      {(loaded: Reports) => (
        <div className={styles.screen}>
          <FeedbackReport report={loaded.feedback} />
          <EventsReport report={loaded.events} />
        </div>
      )}
    </DeskScreen>
  );
}

import {
  checkReportRange,
  presetOf,
  presetRange,
  type ReportRange,
  type ReportRangeProblem,
  rangeDayCount,
  reportRangePresets,
} from "@awd/core/report-range";
import { type FormEvent, useId, useState } from "react";
import { deskReportsMessages } from "@/messages/desk-reports";
import { dayText } from "./day-text";
import styles from "./Reports.module.css";

const messages = deskReportsMessages.range;

/** The presets as buttons (the one in use pressed) and two dates for any other range. */
export function ReportRangePicker({
  today,
  range,
  onChange,
}: {
  today: string;
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<ReportRangeProblem>();
  const headingId = useId();
  const problemId = useId();
  const chosen = presetOf(range, today);

  const choose = (next: ReportRange) => {
    setFrom(next.from);
    setTo(next.to);
    setProblem(undefined);
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReportRange({ from, to });
    if (checked.ok) choose(checked.value);
    else setProblem(checked.reason);
  };
  const invalid = problem === undefined ? {} : { "aria-invalid": true, "aria-describedby": problemId };

  return (
    <section className={styles.range} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.rangeHeading}>
        {messages.legend}
      </h2>
      <div className={styles.presets}>
        {reportRangePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={chosen === preset}
            onClick={() => choose(presetRange(preset, today))}
          >
            {messages.presets[preset]}
          </button>
        ))}
      </div>
      <form className={styles.customRange} onSubmit={submit} noValidate>
        <label className={styles.field}>
          {messages.from}
          <input type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} {...invalid} />
        </label>
        <label className={styles.field}>
          {messages.to}
          <input type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} {...invalid} />
        </label>
        <button type="submit" className={styles.button}>
          {messages.apply}
        </button>
      </form>
      {problem && (
        <p id={problemId} role="alert" className={styles.problem}>
          {messages.problems[problem]}
        </p>
      )}
      <p className={styles.shown} data-report-range={`${range.from}_${range.to}`}>
        {messages.shown(dayText(range.from), dayText(range.to), rangeDayCount(range))}
      </p>
    </section>
  );
}

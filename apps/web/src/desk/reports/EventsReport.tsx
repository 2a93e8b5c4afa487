import type { DeskEventsReport } from "@awd/core/contract/desk-reports";
import {
  axisTicks,
  type EventTotals,
  eventNames,
  eventTotals,
  type StackedDay,
  stackedEventDays,
  userTypesShown,
} from "@awd/core/report-figures";
import { type UserType, userTypes } from "@awd/core/user-type";
import { useId, useState } from "react";
import { type DeskColumn, DeskTable } from "@/desk/DeskTable";
import { deskReportsMessages } from "@/messages/desk-reports";
import { CsvDownloadButton } from "./CsvDownloadButton";
import { dayText, shortDayText } from "./day-text";
import styles from "./Reports.module.css";

const messages = deskReportsMessages.events;
const userTypeNames = deskReportsMessages.userTypes;
const chart = { width: 720, height: 240, left: 44, right: 8, top: 8, bottom: 28, maxLabels: 12 } as const;
const plotHeight = chart.height - chart.top - chart.bottom;
const plotWidth = chart.width - chart.left - chart.right;

const segmentClass: Record<UserType, string | undefined> = {
  Digital: styles.userDigital,
  Double: styles.userDouble,
  Free: styles.userFree,
  NotLoggedIn: styles.userNotLoggedIn,
  Corp: styles.userCorp,
  Alliance: styles.userAlliance,
};

/** One bar a day, stacked by user type, on a value axis with ticks; each segment names its figure. */
function StackedDaysChart({ days, title }: { days: StackedDay[]; title: string }) {
  const titleId = useId();
  const descId = useId();
  const ticks = axisTicks(Math.max(...days.map((d) => d.total)));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => chart.top + plotHeight - (value / top) * plotHeight;
  const step = plotWidth / days.length;
  const barWidth = Math.max(1, step * 0.7);
  const labelEvery = Math.ceil(days.length / chart.maxLabels);
  const total = days.reduce((sum, d) => sum + d.total, 0);
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className={styles.chart}
      data-chart="events"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{messages.chartSummary(total, days.length)}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={chart.left} x2={chart.width - chart.right} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
          <text x={chart.left - 6} y={y(tick) + 4} textAnchor="end" className={styles.chartLabel}>
            {tick}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const x = chart.left + i * step + (step - barWidth) / 2;
        return (
          <g key={d.day} data-day={d.day} data-total={d.total}>
            {d.segments.map((s) => (
              <rect
                key={s.userType}
                x={x}
                y={y(s.base + s.count)}
                width={barWidth}
                height={y(s.base) - y(s.base + s.count)}
                className={segmentClass[s.userType]}
              >
                <title>{messages.segmentTitle(dayText(d.day), userTypeNames[s.userType], s.count)}</title>
              </rect>
            ))}
            {i % labelEvery === 0 && (
              <text x={x + barWidth / 2} y={chart.height - 8} textAnchor="middle" className={styles.chartLabel}>
                {shortDayText(d.day)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The days of the chart as a table: a column per user type drawn, and the day's total. */
function DailyCountsTable({ days, caption }: { days: StackedDay[]; caption: string }) {
  const shown = userTypesShown(days);
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{messages.columns.day}</th>
          {shown.map((type) => (
            <th key={type} scope="col">
              {userTypeNames[type]}
            </th>
          ))}
          <th scope="col">{messages.columns.total}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.day}>
            <th scope="row">{dayText(d.day)}</th>
            {shown.map((type) => (
              <td key={type}>{d.segments.find((s) => s.userType === type)?.count ?? 0}</td>
            ))}
            <td>{d.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const totalsColumns: DeskColumn<EventTotals>[] = [
  { key: "event", label: messages.columns.event, value: (row) => row.event },
  ...userTypes.map((type) => ({
    key: type,
    label: userTypeNames[type],
    value: (row: EventTotals) => row.counts[type],
  })),
  { key: "total", label: messages.columns.total, value: (row) => row.total },
];

/** The range's events of each name per user type, most first: searchable and sortable as every desk list. */
function EventTotalsTable({ report }: { report: DeskEventsReport }) {
  return (
    <DeskTable
      caption={messages.totalsCaption}
      columns={totalsColumns}
      rows={eventTotals(report.rows)}
      rowKey={(row) => row.event}
      initialSort={{ key: "total", direction: "descending" }}
    />
  );
}

/** The analytics events of the range: per day stacked by user type (all events or one), and totals by name. */
export function EventsReport({ report }: { report: DeskEventsReport }) {
  const headingId = useId();
  const [picked, setPicked] = useState<string>();
  const pickerId = useId();
  const names = eventNames(report.rows);
  // An event picked in another range may have none in this one: then all events are shown.
  const event = picked !== undefined && names.includes(picked) ? picked : undefined;
  const days = stackedEventDays(report.rows, report, event);
  const eventLabel = event ?? messages.allEvents;
  return (
    <section className={styles.report} aria-labelledby={headingId}>
      <div className={styles.reportHeader}>
        <h2 id={headingId}>{messages.heading}</h2>
        <CsvDownloadButton kind="events" range={report} report={messages.heading} />
      </div>
      {report.rows.length === 0 ? (
        <p className={styles.empty}>{messages.empty}</p>
      ) : (
        <>
          {/* Named by its label alone: a label around it would add the chosen option to its name. */}
          <div className={styles.field}>
            <label htmlFor={pickerId}>{messages.eventPicker}</label>
            <select id={pickerId} value={event ?? ""} onChange={(e) => setPicked(e.target.value || undefined)}>
              <option value="">{messages.allEvents}</option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <figure className={styles.figure}>
            <StackedDaysChart days={days} title={messages.chartTitle(eventLabel)} />
            <figcaption>
              <span className="visually-hidden">{messages.legend}</span>
              <ul className={styles.legend}>
                {userTypesShown(days).map((type) => (
                  <li key={type}>
                    <span className={`${styles.swatch} ${segmentClass[type]}`} aria-hidden="true" />
                    {userTypeNames[type]}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
          <details className={styles.tableDetails}>
            <summary>{messages.tableToggle}</summary>
            <DailyCountsTable days={days} caption={messages.dailyCaption(eventLabel)} />
          </details>
          <h3>{messages.totalsHeading}</h3>
          <EventTotalsTable report={report} />
        </>
      )}
    </section>
  );
}

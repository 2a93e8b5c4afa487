import type { DeskFeedbackReport, QuestionFigures } from "@awd/core/contract/desk-reports";
import { choiceBars } from "@awd/core/report-figures";
import { useId } from "react";
import { deskReportsMessages } from "@/messages/desk-reports";
import { CsvDownloadButton } from "./CsvDownloadButton";
import styles from "./Reports.module.css";

const messages = deskReportsMessages.feedback;
const chart = { width: 480, labelWidth: 64, barMaxWidth: 300, rowHeight: 26, barHeight: 16 } as const;

const questionText = (q: QuestionFigures) => q.question ?? `${q.questionId}${messages.notConfigured}`;

/** One question: its bars per choice (5 stars down to 1, then text answers) and the same figures as a table. */
function QuestionAnswers({ question }: { question: QuestionFigures }) {
  const titleId = useId();
  const descId = useId();
  const text = questionText(question);
  const bars = choiceBars(question);
  const most = Math.max(1, ...bars.map((b) => b.count));
  const height = bars.length * chart.rowHeight;
  return (
    <article className={styles.question} data-question-id={question.questionId}>
      <h3 className={styles.questionTitle}>{text}</h3>
      <p className={styles.figures}>
        {messages.figures(question.answers, question.average === null ? null : question.average.toFixed(2))}
      </p>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${chart.width} ${height}`}
        className={styles.chart}
        data-chart="feedback"
      >
        <title id={titleId}>{messages.chartTitle(text)}</title>
        <desc id={descId}>{messages.chartSummary(question.answers)}</desc>
        {bars.map((bar, row) => {
          const y = row * chart.rowHeight;
          const width = Math.round((bar.count / most) * chart.barMaxWidth);
          const label = messages.choice(bar.choice);
          return (
            <g key={bar.choice}>
              <text x={0} y={y + chart.barHeight - 3} className={styles.chartLabel}>
                {label}
              </text>
              <rect x={chart.labelWidth} y={y} width={width} height={chart.barHeight} className={styles.choiceBar}>
                <title>{messages.barTitle(label, bar.count, bar.percent)}</title>
              </rect>
              <text x={chart.labelWidth + width + 6} y={y + chart.barHeight - 3} className={styles.chartLabel}>
                {`${bar.count}（${bar.percent}%）`}
              </text>
            </g>
          );
        })}
      </svg>
      <details className={styles.tableDetails}>
        <summary>{messages.tableToggle}</summary>
        <table className={styles.table}>
          <caption>{messages.tableCaption(text)}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.columns.choice}</th>
              <th scope="col">{messages.columns.count}</th>
              <th scope="col">{messages.columns.percent}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.choice}>
                <th scope="row">{messages.choice(bar.choice)}</th>
                <td>{bar.count}</td>
                <td>{bar.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  );
}

/** The feedback answers of the range, question by question. */
export function FeedbackReport({ report }: { report: DeskFeedbackReport }) {
  const headingId = useId();
  return (
    <section className={styles.report} aria-labelledby={headingId}>
      <div className={styles.reportHeader}>
        <h2 id={headingId}>{messages.heading}</h2>
        <CsvDownloadButton kind="feedback" range={report} report={messages.heading} />
      </div>
      {report.questions.length === 0 ? (
        <p className={styles.empty}>{messages.empty}</p>
      ) : (
        report.questions.map((q) => <QuestionAnswers key={q.questionId} question={q} />)
      )}
    </section>
  );
}

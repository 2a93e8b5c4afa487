import { siteTimeZone } from "@awd/core/constants";
import type { QuestionFigures } from "@awd/core/contract/desk-reports";
import { formatJapaneseDateTime } from "@awd/core/dates";
import { printableText } from "@awd/core/printable-text";
import { userTypes } from "@awd/core/user-type";
import type { EventsReport } from "../services/events.ts";
import type { FeedbackReport } from "../services/feedback-report.ts";

// What `npm run report` prints and draws: plain-text tables for the terminal and a hand-written SVG
// bar chart of the star ratings.

const tokyoDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: siteTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Tokyo calendar day of an instant, `2026-11-21`. */
export const tokyoDay = (date: Date): string => tokyoDayFormat.format(date);

/**
 * `--since`: a day `2026-11-01` (from midnight in Tokyo, which keeps +09:00 all year) or an ISO
 * instant. Throws on anything else.
 */
export function parseSince(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const date = new Date(`${text}T00:00:00+09:00`);
    if (!Number.isNaN(date.getTime()) && tokyoDay(date) === text) return date;
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new Error(`--since must be a day like 2026-11-01 or an instant like 2026-11-01T09:00:00+09:00, got "${text}"`);
}

const isFigure = (cell: string) => /^(-|\d+(\.\d+)?)$/.test(cell);

/**
 * Columns padded to their widest cell; figures right-aligned. The last column is never padded.
 * Cells hold what readers sent (question ids, answers), so they are made printable first.
 */
function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map((cell) => printableText(String(cell))))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const numeric = header.map((_, i) => rows.length > 0 && cells.slice(1).every((row) => isFigure(row[i] ?? "")));
  return cells
    .map((row) =>
      row
        .map((cell, i) => {
          if (i === row.length - 1) return cell;
          const width = widths[i] ?? 0;
          return numeric[i] ? cell.padStart(width) : cell.padEnd(width);
        })
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

export const formatAverage = (average: number | null): string => (average === null ? "-" : average.toFixed(2));

const periodText = (since: string | null) => (since ? `since ${formatJapaneseDateTime(since)}` : "all time");

export function feedbackTable(report: FeedbackReport): string {
  if (report.questions.length === 0) return `feedback (${periodText(report.since)}): no questions, no answers`;
  const rows = report.questions.map((q) => [
    q.questionId,
    q.answers,
    formatAverage(q.average),
    ...q.distribution,
    q.textAnswers,
    q.question ?? "(no longer configured)",
  ]);
  return `feedback (${periodText(report.since)})\n${table(
    ["question", "answers", "average", "★1", "★2", "★3", "★4", "★5", "texts", "text of the question"],
    rows,
  )}`;
}

export function eventsTable(report: EventsReport): string {
  if (report.rows.length === 0) return `events (${periodText(report.since)}): none`;
  const rows = report.rows.map((r) => [r.event, ...userTypes.map((type) => r.counts[type]), r.total]);
  const totals = userTypes.map((type) => report.rows.reduce((sum, r) => sum + r.counts[type], 0));
  const all = report.rows.reduce((sum, r) => sum + r.total, 0);
  return `events (${periodText(report.since)})\n${table(
    ["event", ...userTypes, "total"],
    [...rows, ["(all)", ...totals, all]],
  )}`;
}

// Printable first: XML 1.0 has no escape for control characters or lone surrogates, so they go.
const escapeXml = (text: string) =>
  printableText(text).replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch,
  );

const chart = { width: 800, margin: 24, barX: 72, barMaxWidth: 560, rowHeight: 22, barHeight: 14 } as const;

interface Block {
  height: number;
  svg: (top: number) => string;
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

function questionBlock(q: QuestionFigures): Block {
  const title = q.question ?? q.questionId;
  const ratings = q.distribution.reduce((sum, n) => sum + n, 0);
  const caption =
    q.answerType === "text" || (ratings === 0 && q.textAnswers > 0)
      ? `${q.questionId} · ${counted(q.textAnswers, "text answer")}`
      : `${q.questionId} · ${counted(q.answers, "answer")} · average ${formatAverage(q.average)}`;
  const header = (top: number) =>
    `<text x="${chart.margin}" y="${top + 16}" class="title">${escapeXml(title)}</text>` +
    `<text x="${chart.margin}" y="${top + 34}" class="caption">${escapeXml(caption)}</text>`;
  if (q.answerType === "text" || ratings === 0) return { height: 52, svg: header };
  const most = Math.max(...q.distribution);
  const bars = (top: number) =>
    q.distribution
      .map((n, i) => ({ star: i + 1, n }))
      .reverse()
      .map(({ star, n }, row) => {
        const y = top + 46 + row * chart.rowHeight;
        const width = most === 0 ? 0 : Math.round((n / most) * chart.barMaxWidth);
        const share = ratings === 0 ? 0 : Math.round((n / ratings) * 100);
        return (
          `<text x="${chart.margin}" y="${y + chart.barHeight - 2}" class="label">${star}★</text>` +
          `<rect x="${chart.barX}" y="${y}" width="${width}" height="${chart.barHeight}" class="bar"/>` +
          `<text x="${chart.barX + width + 6}" y="${y + chart.barHeight - 2}" class="label">${n} (${share}%)</text>`
        );
      })
      .join("");
  return { height: 46 + 5 * chart.rowHeight + 18, svg: (top) => header(top) + bars(top) };
}

/** The star ratings of each question as horizontal bars (5★ on top), text questions as a count. */
export function feedbackChartSvg(report: FeedbackReport, generatedAt: Date): string {
  const heading = 64;
  const blocks: Block[] =
    report.questions.length > 0
      ? report.questions.map(questionBlock)
      : [
          {
            height: 40,
            svg: (top) => `<text x="${chart.margin}" y="${top + 16}" class="caption">No feedback answers yet</text>`,
          },
        ];
  let top = heading;
  const body = blocks
    .map((block) => {
      const svg = block.svg(top);
      top += block.height;
      return svg;
    })
    .join("\n");
  const height = top + chart.margin;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${chart.width}" height="${height}" viewBox="0 0 ${chart.width} ${height}" role="img" aria-label="AWD feedback report">
<style>
text { font-family: "Hiragino Sans", "Noto Sans CJK JP", "Yu Gothic", sans-serif; fill: #1a1a1a; }
.heading { font-size: 20px; font-weight: bold; }
.title { font-size: 15px; font-weight: bold; }
.caption, .label { font-size: 12px; fill: #555; }
.bar { fill: #2f6fb3; }
</style>
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="${chart.margin}" y="32" class="heading">AWD feedback</text>
<text x="${chart.margin}" y="52" class="caption">${escapeXml(`${periodText(report.since)} · made ${formatJapaneseDateTime(generatedAt)}`)}</text>
${body}
</svg>
`;
}

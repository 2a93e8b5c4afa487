import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { configOrExit } from "@awd/core/deployment";
import { openDatabase } from "@awd/db/client";
import { operatorCliConfigFromEnv } from "../config.ts";
import { type EventsReport, eventsReport } from "../services/events.ts";
import { type FeedbackReport, feedbackReport } from "../services/feedback-report.ts";
import { eventsTable, feedbackChartSvg, feedbackTable, parseSince, tokyoDay } from "./render.ts";

// npm run report -- <feedback|events>: figures from the analytics events. Like the desk, it asks the
// running API (the embedded database belongs to one process) and opens the database itself only
// when no API answers.
const usage = `usage: npm run report -- feedback [--since DATE] [--out FILE]   answers per question, table and SVG chart
       npm run report -- events [--since DATE]                    events by name and user type
  DATE is a day (2026-11-01, from midnight in Tokyo) or an ISO instant.
  FILE defaults to .data/reports/feedback-<today>.svg`;

const repoRoot = resolve(fileURLToPath(import.meta.url), "../../../../..");
const config = configOrExit("report", () => operatorCliConfigFromEnv());

type Kind = "feedback" | "events";
type ReportOf<K extends Kind> = K extends "feedback" ? FeedbackReport : EventsReport;

async function throughApi<K extends Kind>(kind: K, since: Date | undefined): Promise<ReportOf<K> | undefined> {
  const query = since ? `?since=${encodeURIComponent(since.toISOString())}` : "";
  try {
    const response = await fetch(`${config.apiUrl}/internal/report/${kind}${query}`, {
      headers: { "x-internal-secret": config.internalSecret },
    });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    return ((await response.json()) as { data: ReportOf<K> }).data;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return undefined;
    throw error;
  }
}

async function directly<K extends Kind>(kind: K, since: Date | undefined): Promise<ReportOf<K>> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const report =
      kind === "feedback" ? await feedbackReport(database.db, { since }) : await eventsReport(database.db, { since });
    return report as ReportOf<K>;
  } finally {
    await database.close();
  }
}

const fetchReport = async <K extends Kind>(kind: K, since: Date | undefined) =>
  (await throughApi(kind, since)) ?? (await directly(kind, since));

interface Request {
  kind: Kind;
  since: Date | undefined;
  out: string | undefined;
}

/** The request the arguments make, or why they make none. */
function requestOf(args: string[]): Request | string {
  try {
    const { positionals, values } = parseArgs({
      args,
      options: { since: { type: "string" }, out: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
    const [kind, ...extra] = positionals;
    if (kind !== "feedback" && kind !== "events") return kind ? `unknown report ${kind}` : "a report is needed";
    if (extra.length > 0) return `unexpected ${extra.join(" ")}`;
    if (kind === "events" && values.out !== undefined) return "--out is for the feedback report";
    return { kind, since: parseSince(values.since), out: values.out };
  } catch (error) {
    return (error as Error).message;
  }
}

async function main(args: string[]): Promise<number> {
  const request = requestOf(args);
  if (typeof request === "string") {
    console.error(`${request}\n\n${usage}`);
    return 2;
  }
  const { kind, since } = request;
  if (kind === "events") {
    console.log(eventsTable(await fetchReport("events", since)));
    return 0;
  }
  const report = await fetchReport("feedback", since);
  const now = new Date();
  const out = request.out
    ? resolve(process.env.INIT_CWD ?? process.cwd(), request.out)
    : resolve(repoRoot, ".data/reports", `feedback-${tokyoDay(now)}.svg`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, feedbackChartSvg(report, now));
  console.log(`${feedbackTable(report)}\n\nchart: ${out}`);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`report: ${(error as Error).message}`);
  process.exitCode = 1;
}

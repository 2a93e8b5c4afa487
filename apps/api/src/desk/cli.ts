import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { configOrExit } from "@awd/core/deployment";
import { openDatabase } from "@awd/db/client";
import { revalidateSite } from "@awd/db/site-revalidation";
import { deskConfigFromEnv } from "../config.ts";
import { changesSitePages, cliOperator, type DeskResult, runDeskCommand } from "./commands.ts";

// npm run desk -- <command>: the subscription desk. The embedded database belongs to one process,
// so while the API runs the command goes through it; otherwise the desk opens the database itself.
const args = process.argv.slice(2);
const config = configOrExit("desk", () => deskConfigFromEnv());

const retryStatuses = [502, 503, 504];
const retryDelaysMs = [1000, 2000, 4000];

/**
 * The command through the API, with one Idempotency-Key for all its sendings: a command whose answer
 * was lost (a 502 of the front, a process killed, the database away for a moment) is sent again and
 * applied once. Undefined when no API listens at all.
 */
async function throughApi(): Promise<DeskResult | undefined> {
  const key = randomUUID();
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}/internal/desk`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-internal-secret": config.internalSecret,
          "idempotency-key": key,
        },
        body: JSON.stringify({ args, user: cliOperator().email }),
      });
    } catch (error) {
      const refused = (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
      // No API before the first sending: the desk opens the database itself. After it, the command
      // may have been applied: only the API can tell, so it is asked again.
      if (refused && attempt === 0) return undefined;
      if (attempt >= retryDelaysMs.length) throw error;
      await sleep(retryDelaysMs[attempt]);
      continue;
    }
    if (retryStatuses.includes(response.status) && attempt < retryDelaysMs.length) {
      console.error(`desk: the API answered ${response.status}; sending the command again`);
      await sleep(retryDelaysMs[attempt]);
      continue;
    }
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    return ((await response.json()) as { data: DeskResult }).data;
  }
}

async function directly(): Promise<DeskResult> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    return await runDeskCommand(database.db, args, new Date(), { apiUrl: config.apiUrl });
  } finally {
    await database.close();
  }
}

try {
  const result = (await throughApi()) ?? (await directly());
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  process.exitCode = result.exitCode;
  // A notice shows on prerendered pages: without this it would wait for their hourly regeneration.
  if (result.exitCode === 0 && changesSitePages(args)) console.log(await revalidateSite(config.site));
} catch (error) {
  console.error(`desk: ${(error as Error).message}`);
  process.exitCode = 1;
}

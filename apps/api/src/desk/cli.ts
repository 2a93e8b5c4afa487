import { configOrExit } from "@awd/core/deployment";
import { openDatabase } from "@awd/db/client";
import { revalidateSite } from "@awd/db/site-revalidation";
import { deskConfigFromEnv } from "../config.ts";
import { changesSitePages, cliOperator, type DeskResult, runDeskCommand } from "./commands.ts";

// npm run desk -- <command>: the subscription desk. The embedded database belongs to one process,
// so while the API runs the command goes through it; otherwise the desk opens the database itself.
const args = process.argv.slice(2);
const config = configOrExit("desk", () => deskConfigFromEnv());

async function throughApi(): Promise<DeskResult | undefined> {
  try {
    const response = await fetch(`${config.apiUrl}/internal/desk`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-internal-secret": config.internalSecret },
      body: JSON.stringify({ args, user: cliOperator().email }),
    });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    return ((await response.json()) as { data: DeskResult }).data;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return undefined;
    throw error;
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

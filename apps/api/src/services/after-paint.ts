import type { Database } from "@awd/db/client";
import { sql } from "drizzle-orm";
import { dueCountQuery } from "./notebook.ts";
import { finishedAmongQuery } from "./reading.ts";

/**
 * The reader's due count and which of `ids` they finished, in one statement: the same queries as
 * GET /review/due-count and GET /reading/finished, as subqueries of one SELECT.
 */
export async function afterPaintState(
  db: Database,
  subject: string,
  ids: number[],
  now: Date,
): Promise<{ dueCount: number; finished: number[] }> {
  const finished =
    ids.length > 0
      ? sql`coalesce((SELECT json_agg(f.article_id ORDER BY f.article_id) FROM (${finishedAmongQuery(db, subject, ids)}) f), '[]'::json)`
      : sql`'[]'::json`;
  const result = (await db.execute(
    sql`SELECT (SELECT d.count FROM (${dueCountQuery(db, subject, now)}) d)::int AS "dueCount", ${finished} AS "finished"`,
  )) as unknown as { rows: { dueCount: number; finished: number[] }[] };
  const row = result.rows[0];
  return { dueCount: row?.dueCount ?? 0, finished: row?.finished ?? [] };
}

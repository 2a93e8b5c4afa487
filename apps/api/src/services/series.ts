import type { Database } from "@awd/db/client";
import { series } from "@awd/db/schema/content";
import { asc } from "drizzle-orm";

export async function listSeries(db: Database) {
  const rows = await db.select().from(series).orderBy(asc(series.position));
  return rows.map(({ position: _position, ...s }) => s);
}

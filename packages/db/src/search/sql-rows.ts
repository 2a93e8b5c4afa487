import type { SQL } from "drizzle-orm";
import type { Database } from "../client.ts";

/**
 * The rows of a raw statement. Both drivers (node-postgres and PGlite) answer with { rows }, but
 * the shared Database type cannot say so; cast integers (::int) and avoid timestamps in such rows.
 */
export async function sqlRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows))
    return result.rows as T[];
  throw new Error("unexpected result shape from db.execute");
}

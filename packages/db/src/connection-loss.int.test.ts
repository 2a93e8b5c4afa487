import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.ts";
import { openTestDatabase } from "./test-database.ts";

// PostgreSQL stopping (pg_ctl stop -m fast) ends every connection, those lent out to a request in the
// middle of a transaction too. node-postgres then emits "error" on a connection the pool has lent out,
// where the pool no longer listens: an API process died of it, and with both processes down the
// front answered 502 instead of the API's 503 (npm run bench:faults).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.runIf(process.env.AWD_TEST_DB === "postgres")("a connection the server ends while it is lent out", () => {
  it("fails that transaction, not the process, and the pool answers the next query", async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [row] = rowsOf(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
      // Another of the pool's connections ends this one, as a server shutting down would.
      await database.db.execute(sql`SELECT pg_terminate_backend(${row?.pid})`);
      // The server's notice arrives while the connection waits between two statements.
      await new Promise((wait) => setTimeout(wait, 300));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(rowsOf(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });
});

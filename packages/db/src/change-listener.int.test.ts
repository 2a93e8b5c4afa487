import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceSharedDataChange, type DatabaseHandle } from "./client.ts";
import { openTestDatabase } from "./test-database.ts";

let database: DatabaseHandle;
let heard = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.onSharedDataChange(() => heard++);
});
afterAll(() => database.close());

describe("the shared-data change listener", () => {
  it("hears a change announced by a write", async () => {
    const before = heard;
    await announceSharedDataChange(database.db);
    await expect.poll(() => heard).toBeGreaterThan(before);
  });

  it.runIf(process.env.AWD_TEST_DB === "postgres")(
    "listens again after the server drops its connection, telling the listener at once, and hears the next change",
    async () => {
      const before = heard;
      const dropped = (await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      )) as unknown as { rows: unknown[] };
      expect(dropped.rows).toHaveLength(1);
      await expect.poll(() => heard, { timeout: 5000 }).toBe(before + 1);
      await announceSharedDataChange(database.db);
      await expect.poll(() => heard, { timeout: 5000 }).toBe(before + 2);
    },
  );
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceSharedDataChange, type DatabaseHandle } from "./client.ts";
import { accounts, subscriptions } from "./schema/identity.ts";
import { openTestDatabase } from "./test-database.ts";

let database: DatabaseHandle;
let heard = 0;
const accountsHeard: (string | undefined)[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.onSharedDataChange(() => heard++);
  await database.onAccountChange((subject) => accountsHeard.push(subject));
});
afterAll(() => database.close());

describe("the shared-data change listener", () => {
  it("hears a change announced by a write", async () => {
    const before = heard;
    await announceSharedDataChange(database.db);
    await expect.poll(() => heard).toBeGreaterThan(before);
  });

  it("names the account whose row or course any write changes, once it commits", async () => {
    const { db } = database;
    const subject = "awd|listener-test";
    const account = { subject, email: "listener@example.com", name: "L", kind: "personal" as const, passwordHash: "x" };
    await db.insert(accounts).values(account);
    await expect.poll(() => accountsHeard).toEqual([subject]);
    const now = new Date();
    await db
      .insert(subscriptions)
      .values({ subject, productContentId: "digital", status: "available", startedAt: now, expireAt: now });
    await db.update(subscriptions).set({ status: "none", expireAt: now }).where(eq(subscriptions.subject, subject));
    await db.update(accounts).set({ kind: "corporate" }).where(eq(accounts.subject, subject));
    await db.delete(accounts).where(eq(accounts.subject, subject));
    // The deletion cascades to the course in the same transaction: PostgreSQL delivers the same name once.
    await expect.poll(() => accountsHeard.length).toBe(5);
    expect(new Set(accountsHeard)).toEqual(new Set([subject]));
    // A transaction that rolls back announces nothing.
    await db
      .transaction(async (tx) => {
        await tx.insert(accounts).values({ ...account, subject: "awd|rolled-back", email: "rolled@example.com" });
        tx.rollback();
      })
      .catch(() => {});
    await announceSharedDataChange(db);
    await expect.poll(() => heard).toBeGreaterThan(0);
    expect(accountsHeard).not.toContain("awd|rolled-back");
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

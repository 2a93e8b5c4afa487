import { rateLimitCounters } from "@awd/db/schema/limits";
import { openTestDatabase } from "@awd/db/test-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admitRequest, deleteEndedCounters, uncountRequest } from "./rate-limits.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const minute = 60_000;
const twoAMinute = { limit: { name: "test/2-a-minute", max: 2, windowMs: minute }, key: "k" };
const at = (ms: number) => new Date(Date.parse("2026-11-24T00:00:00Z") + ms);

describe("rate-limit counters", () => {
  it("admits up to the limit in a window, says when the next one starts, and admits again then", async () => {
    expect(await admitRequest(database.db, [twoAMinute], at(0))).toEqual({ ok: true });
    expect(await admitRequest(database.db, [twoAMinute], at(1_000))).toEqual({ ok: true });
    expect(await admitRequest(database.db, [twoAMinute], at(15_500))).toEqual({
      ok: false,
      limit: "test/2-a-minute",
      retryAfterSeconds: 45,
    });
    expect(await admitRequest(database.db, [twoAMinute], at(minute))).toEqual({ ok: true });
  });

  it("takes back a counted request", async () => {
    const check = { ...twoAMinute, key: "taken-back" };
    await admitRequest(database.db, [check], at(0));
    await admitRequest(database.db, [check], at(0));
    await uncountRequest(database.db, [check], at(0));
    expect(await admitRequest(database.db, [check], at(0))).toEqual({ ok: true });
    expect((await admitRequest(database.db, [check], at(0))).ok).toBe(false);
  });

  it("does not count a request against the limits after the one that refused it", async () => {
    const tight = { limit: { name: "test/tight", max: 0, windowMs: minute }, key: "k" };
    const loose = { ...twoAMinute, key: "never-counted" };
    expect((await admitRequest(database.db, [tight, loose], at(0))).ok).toBe(false);
    const counted = (await database.db.select().from(rateLimitCounters)).filter((row) => row.key === loose.key);
    expect(counted).toEqual([]);
  });

  it("deletes the counters of windows that ended before an instant, and only those", async () => {
    const removed = await deleteEndedCounters(database.db, at(minute));
    expect(removed).toBeGreaterThan(0);
    const left = await database.db.select().from(rateLimitCounters);
    expect(left.map((row) => row.windowStart.getTime())).toEqual([at(minute).getTime()]);
  });
});

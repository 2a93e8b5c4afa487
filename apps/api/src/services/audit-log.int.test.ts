import { openTestDatabase } from "@awd/db/test-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listChanges, recordChange } from "./audit-log.ts";

const database = await openTestDatabase();
afterAll(() => database.close());

const desk = { subject: "awd|demo-desk", email: "desk@awd.example" };
const cli = { subject: "cli", email: "operator" };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 3, minute));

beforeAll(async () => {
  await recordChange(database.db, {
    operator: desk,
    action: "course.grant",
    target: "free@awd.example",
    before: null,
    after: { product: "digital", months: 1 },
    at: at(1),
  });
  await recordChange(database.db, {
    operator: cli,
    action: "preview-code.set",
    target: "2026-12",
    before: { code: "AWD2612" },
    after: { code: "WINTER" },
    at: at(2),
  });
  await recordChange(database.db, {
    operator: desk,
    action: "course.revoke",
    target: "free@awd.example",
    before: { product: "digital" },
    after: { status: "none" },
    at: at(3),
  });
});

const actionsOf = async (filter: Parameters<typeof listChanges>[1]) =>
  (await listChanges(database.db, filter)).map((change) => change.action);

describe("the audit log", () => {
  it("keeps who, what, on what, before, after and when, newest first", async () => {
    const [newest] = await listChanges(database.db, { limit: 10 });
    expect(newest).toEqual({
      id: expect.any(Number),
      at: at(3).toISOString(),
      operator: desk,
      action: "course.revoke",
      target: "free@awd.example",
      before: { product: "digital" },
      after: { status: "none" },
    });
    expect(await actionsOf({ limit: 10 })).toEqual(["course.revoke", "preview-code.set", "course.grant"]);
  });

  it.each([
    [{ action: "course.grant" }, ["course.grant"]],
    [{ operator: "cli" }, ["preview-code.set"]],
    [{ operator: "DESK@" }, ["course.revoke", "course.grant"]],
    [{ target: "free@" }, ["course.revoke", "course.grant"]],
    [{ target: "2026-12", action: "course.grant" }, []],
    [{ target: "%" }, []],
  ])("filters by %j", async (filter, expected) => {
    expect(await actionsOf({ ...filter, limit: 10 })).toEqual(expected);
  });

  it("pages with the last id seen", async () => {
    const [first] = await listChanges(database.db, { limit: 1 });
    expect(await actionsOf({ limit: 5, beforeId: first?.id })).toEqual(["preview-code.set", "course.grant"]);
  });

  it("writes nothing when the change's transaction fails", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordChange(tx, {
          operator: desk,
          action: "account.corporate",
          target: "corporate@awd.example",
          before: { kind: "personal" },
          after: { kind: "corporate" },
          at: at(4),
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await actionsOf({ action: "account.corporate", limit: 10 })).toEqual([]);
  });
});

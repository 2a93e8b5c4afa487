import type { FieldProblem } from "@awd/core/contract/field-problems";
import { noticeProblemDescriptions, noticeProblems } from "@awd/core/desk-notice";
import { announceSharedDataChange, type Database } from "@awd/db/client";
import { notices } from "@awd/db/schema/content";
import { and, asc, desc, eq, gt, isNull, lte, min, or } from "drizzle-orm";
import { requireNoFieldProblems } from "../desk/field-problems.ts";
import { type ChangeBy, recordChange } from "./audit-log.ts";

// docs/product/publishers-desk.md#notices: the desk writes, orders and removes the notices; every
// change is audited in its own transaction and has every API process forget the notices it kept.
// A notice is checked here by core's rule (desk-notice.ts), the one the route and the desk's form
// check by too, so a caller that never went through HTTP (the command line, an import) is refused alike.

// Among equal positions (the notices written before the desk had an order) the newest comes first,
// as the home page showed them then.
const deskOrder = [asc(notices.position), desc(notices.id)];

/** The notices in force now, in the desk's order. */
export async function activeNotices(db: Database, now: Date) {
  return db
    .select({ id: notices.id, message: notices.message, url: notices.url })
    .from(notices)
    .where(and(lte(notices.startsAt, now), or(isNull(notices.endsAt), gt(notices.endsAt, now))))
    .orderBy(...deskOrder);
}

export type StoredNotice = typeof notices.$inferSelect;

/** Every notice, past and future too, in the desk's order. */
export const allNotices = (db: Database): Promise<StoredNotice[]> =>
  db
    .select()
    .from(notices)
    .orderBy(...deskOrder);

export interface NoticeFields {
  message: string;
  url: string | null;
  startsAt: Date;
  endsAt: Date | null;
}

const target = (id: number) => `notice ${id}`;

const instant = (date: Date) => (Number.isNaN(date.getTime()) ? undefined : date);

/** What is wrong with a notice, at its fields, in English (the API's 422); [] when it may be saved. */
const noticeFieldProblems = (notice: NoticeFields): FieldProblem[] =>
  Object.entries(
    noticeProblems({
      ...notice,
      startsAt: instant(notice.startsAt),
      endsAt: notice.endsAt === null ? null : instant(notice.endsAt),
    }),
  ).map(([path, code]) => ({ path, code, message: noticeProblemDescriptions[code] }));

/** Adds a notice before every other one, so it shows first until the desk orders it elsewhere. */
export async function addNotice(db: Database, notice: NoticeFields, change: ChangeBy): Promise<StoredNotice> {
  requireNoFieldProblems(noticeFieldProblems(notice));
  return db.transaction(async (tx) => {
    const [first] = await tx.select({ position: min(notices.position) }).from(notices);
    const [row] = await tx
      .insert(notices)
      .values({ ...notice, position: (first?.position ?? 1) - 1 })
      .returning();
    if (!row) throw new Error("the notice was not stored");
    await recordChange(tx, { ...change, action: "notice.add", target: target(row.id), before: null, after: row });
    await announceSharedDataChange(tx);
    return row;
  });
}

/** Rewrites a notice's text, link and dates; undefined when there is none with this id. */
export async function changeNotice(
  db: Database,
  id: number,
  notice: NoticeFields,
  change: ChangeBy,
): Promise<StoredNotice | undefined> {
  requireNoFieldProblems(noticeFieldProblems(notice));
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(notices).where(eq(notices.id, id)).for("update");
    if (!before) return undefined;
    const [after] = await tx.update(notices).set(notice).where(eq(notices.id, id)).returning();
    await recordChange(tx, { ...change, action: "notice.change", target: target(id), before, after });
    await announceSharedDataChange(tx);
    return after;
  });
}

/** Removes a notice: the notice removed; undefined when there was none with this id. */
export function removeNotice(db: Database, id: number, change: ChangeBy): Promise<StoredNotice | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(notices).where(eq(notices.id, id)).returning();
    if (!before) return undefined;
    await recordChange(tx, { ...change, action: "notice.remove", target: target(id), before, after: null });
    await announceSharedDataChange(tx);
    return before;
  });
}

/**
 * Puts the notices in the order of `ids`, which must name every notice once; false (and nothing
 * changed) when it does not, e.g. another operator added or removed one meanwhile.
 */
export function orderNotices(db: Database, ids: readonly number[], change: ChangeBy): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = (
      await tx
        .select({ id: notices.id })
        .from(notices)
        .orderBy(...deskOrder)
        .for("update")
    ).map((n) => n.id);
    const same =
      ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
    if (!same) return false;
    for (const [position, id] of ids.entries()) await tx.update(notices).set({ position }).where(eq(notices.id, id));
    await recordChange(tx, { ...change, action: "notice.change", target: "notices order", before, after: ids });
    await announceSharedDataChange(tx);
    return true;
  });
}

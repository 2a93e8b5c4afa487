import { announceSharedDataChange, type Database } from "@awd/db/client";
import { notices } from "@awd/db/schema/content";
import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";

/** The notices in force now, oldest first. */
export async function activeNotices(db: Database, now: Date) {
  return db
    .select({ id: notices.id, message: notices.message, url: notices.url })
    .from(notices)
    .where(and(lte(notices.startsAt, now), or(isNull(notices.endsAt), gt(notices.endsAt, now))))
    .orderBy(asc(notices.startsAt), asc(notices.id));
}

/** Every notice, past and future too, in the order they were added. */
export const allNotices = (db: Database) => db.select().from(notices).orderBy(asc(notices.id));

export interface NewNotice {
  message: string;
  url: string | null;
  startsAt: Date;
  endsAt: Date | null;
}

/** Adds a notice; every API process forgets the notices it kept. Its id. */
export async function addNotice(db: Database, notice: NewNotice): Promise<number | undefined> {
  const [row] = await db.insert(notices).values(notice).returning({ id: notices.id });
  await announceSharedDataChange(db);
  return row?.id;
}

/** Removes a notice; false when there was none with this id. */
export async function removeNotice(db: Database, id: number): Promise<boolean> {
  const removed = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  await announceSharedDataChange(db);
  return removed.length > 0;
}

import type { Database } from "@awd/db/client";
import { notices } from "@awd/db/schema/content";
import { and, asc, gt, isNull, lte, or } from "drizzle-orm";

/** The notices in force now, oldest first. */
export async function activeNotices(db: Database, now: Date) {
  return db
    .select({ id: notices.id, message: notices.message, url: notices.url })
    .from(notices)
    .where(and(lte(notices.startsAt, now), or(isNull(notices.endsAt), gt(notices.endsAt, now))))
    .orderBy(asc(notices.startsAt), asc(notices.id));
}

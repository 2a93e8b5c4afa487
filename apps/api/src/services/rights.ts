import { type AuthorizationRight, emptyRight } from "@awd/core/rights";
import type { Database } from "@awd/db/client";
import { accounts, subscriptions } from "@awd/db/schema/identity";
import { eq } from "drizzle-orm";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The authorization right of an account, from its kind and its course. */
export async function rightOf(db: Database, subject: string): Promise<AuthorizationRight> {
  const [row] = await db
    .select({ kind: accounts.kind, subscription: subscriptions })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.subject, accounts.subject))
    .where(eq(accounts.subject, subject));
  if (!row) return emptyRight;
  const s = row.subscription;
  if (!s) return { ...emptyRight, accountKind: row.kind };
  return {
    ...emptyRight,
    accountKind: row.kind,
    productContentId: s.productContentId,
    status: s.status,
    startedAt: iso(s.startedAt),
    expireAt: iso(s.expireAt),
    previewCodeAuthenticatedAt: iso(s.previewCodeAuthenticatedAt),
    isDoubleCourseFirstMonthContract: s.isDoubleCourseFirstMonthContract,
  };
}

/** A course as the desk gives it: from now, for a number of months. */
export type Course = Omit<typeof subscriptions.$inferInsert, "subject">;

/** Gives an account a course, replacing the one it had. */
export async function grantCourse(db: Database, subject: string, course: Course): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ subject, ...course })
    .onConflictDoUpdate({ target: subscriptions.subject, set: course });
}

/** Ends an account's course now; false when it had none. */
export async function endCourse(db: Database, subject: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(subscriptions)
    .set({ status: "none", expireAt: now })
    .where(eq(subscriptions.subject, subject))
    .returning({ subject: subscriptions.subject });
  return ended.length > 0;
}

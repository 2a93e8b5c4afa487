import type { Database } from "@awd/db/client";
import { failedAttempts } from "@awd/db/schema/identity";
import { and, count, eq, gt, lt } from "drizzle-orm";

type Purpose = (typeof failedAttempts.$inferInsert)["purpose"];

/** Failures of this purpose and key inside the window that ends now. */
export async function recentFailures(db: Database, purpose: Purpose, key: string, windowMs: number, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(failedAttempts)
    .where(
      and(
        eq(failedAttempts.purpose, purpose),
        eq(failedAttempts.key, key),
        gt(failedAttempts.at, new Date(now.getTime() - windowMs)),
      ),
    );
  return row?.n ?? 0;
}

export async function recordFailure(db: Database, purpose: Purpose, key: string, windowMs: number, now: Date) {
  await db.insert(failedAttempts).values({ purpose, key, at: now });
  // Old rows say nothing any more: drop them as new ones come.
  await db
    .delete(failedAttempts)
    .where(and(eq(failedAttempts.purpose, purpose), lt(failedAttempts.at, new Date(now.getTime() - windowMs))));
}

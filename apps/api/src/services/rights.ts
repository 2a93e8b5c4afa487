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

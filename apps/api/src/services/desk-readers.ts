import type { ReaderSummary } from "@awd/core/contract/desk-readers";
import type { Database } from "@awd/db/client";
import { accounts, subscriptions } from "@awd/db/schema/identity";
import { eq, like, or, sql } from "drizzle-orm";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = { account: typeof accounts.$inferSelect; subscription: typeof subscriptions.$inferSelect | null };

export const readerSummaryOf = ({ account, subscription }: Row): ReaderSummary => ({
  subject: account.subject,
  email: account.email,
  name: account.name,
  kind: account.kind,
  course: subscription && {
    product: subscription.productContentId,
    status: subscription.status,
    startedAt: subscription.startedAt.toISOString(),
    expireAt: subscription.expireAt.toISOString(),
  },
});

/**
 * The accounts whose email is `email` or starts with it (emails are kept lower-case), the exact one
 * first, at most `limit`; `more` says whether others match too.
 */
export async function findReaders(
  db: Database,
  email: string,
  limit: number,
): Promise<{ readers: ReaderSummary[]; more: boolean }> {
  const wanted = email.trim().toLowerCase();
  const rows = await db
    .select({ account: accounts, subscription: subscriptions })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.subject, accounts.subject))
    .where(or(eq(accounts.email, wanted), like(accounts.email, `${escapeLike(wanted)}%`)))
    // Byte order, so every engine and locale lists the same accounts in the same order.
    .orderBy(sql`${accounts.email} = ${wanted} desc`, sql`${accounts.email} collate "C"`)
    .limit(limit + 1);
  return { readers: rows.slice(0, limit).map(readerSummaryOf), more: rows.length > limit };
}

import type { GrantCourse, ReaderDetail, ReaderSummary } from "@awd/core/contract/desk-readers";
import { grantOutcome, isCourseRunning, monthsLater } from "@awd/core/desk-course";
import type { AccountKind } from "@awd/core/rights";
import type { Database } from "@awd/db/client";
import { accounts, linkingCodes, subscriptions } from "@awd/db/schema/identity";
import { desc, eq, like, or, sql } from "drizzle-orm";
import { requireCourseMonths } from "../desk/limit-problems.ts";
import { setAccountKind } from "./accounts.ts";
import { type Operator, recordChange } from "./audit-log.ts";
import { endCourse, grantCourse } from "./rights.ts";

// docs/product/publishers-desk.md#readers: what the desk and `npm run desk` read and change of a
// reader. Every change runs in one transaction with its audit row.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

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
    isDoubleCourseFirstMonthContract: subscription.isDoubleCourseFirstMonthContract,
    previewCodeAuthenticatedAt: iso(subscription.previewCodeAuthenticatedAt),
  },
});

const withCourse = (db: Database) =>
  db
    .select({ account: accounts, subscription: subscriptions })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.subject, accounts.subject));

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
  const rows = await withCourse(db)
    .where(or(eq(accounts.email, wanted), like(accounts.email, `${escapeLike(wanted)}%`)))
    // Byte order, so every engine and locale lists the same accounts in the same order.
    .orderBy(sql`${accounts.email} = ${wanted} desc`, sql`${accounts.email} collate "C"`)
    .limit(limit + 1);
  return { readers: rows.slice(0, limit).map(readerSummaryOf), more: rows.length > limit };
}

/** One reader as the desk's reader page shows them; undefined when there is no such account. */
export async function readerDetail(db: Database, subject: string): Promise<ReaderDetail | undefined> {
  const [row] = await withCourse(db).where(eq(accounts.subject, subject));
  if (!row) return undefined;
  const [code] = await db
    .select()
    .from(linkingCodes)
    .where(eq(linkingCodes.redeemedBy, subject))
    .orderBy(desc(linkingCodes.redeemedAt))
    .limit(1);
  return {
    ...readerSummaryOf(row),
    createdAt: row.account.createdAt.toISOString(),
    linkingCode:
      code?.redeemedAt != null
        ? {
            code: code.code,
            product: code.productContentId,
            months: code.months,
            redeemedAt: code.redeemedAt.toISOString(),
          }
        : null,
  };
}

/**
 * Why a change of a reader was not made: no such account, no running course (to extend or revoke), or
 * a running course a grant would replace without saying so.
 */
export type ReaderRefusal = "no-account" | "no-course" | "running-course";
export type ReaderChange = { ok: true; reader: ReaderDetail } | { ok: false; refusal: ReaderRefusal };

/** What the audit log keeps of a course: no more than the desk shows. */
const courseRecord = (reader: ReaderDetail) =>
  reader.course && {
    product: reader.course.product,
    status: reader.course.status,
    startedAt: reader.course.startedAt,
    expireAt: reader.course.expireAt,
  };

const isRunning = (reader: ReaderDetail, now: Date) => isCourseRunning(reader.course, now);

/**
 * Reads the reader, makes the change, reads them again and writes the audit row, in one transaction.
 * `change` returns a refusal to make no change at all.
 */
async function changeReader(
  db: Database,
  subject: string,
  change: (tx: Database, before: ReaderDetail) => Promise<ReaderRefusal | undefined>,
  audit: (before: ReaderDetail, after: ReaderDetail) => Parameters<typeof recordChange>[1],
): Promise<ReaderChange> {
  return db.transaction(async (tx) => {
    const before = await readerDetail(tx, subject);
    if (!before) return { ok: false, refusal: "no-account" };
    const refusal = await change(tx, before);
    if (refusal) return { ok: false, refusal };
    const after = (await readerDetail(tx, subject)) ?? before;
    await recordChange(tx, audit(before, after));
    return { ok: true, reader: after };
  });
}

/**
 * Gives a reader a course from now, for a number of months, in place of the one they had; a running
 * one only when `input.replace` says so, else "running-course" and no change
 * (docs/product/publishers-desk.md#granting-over-a-running-course).
 */
export function grantReaderCourse(
  db: Database,
  operator: Operator,
  subject: string,
  input: Required<GrantCourse>,
  now: Date,
): Promise<ReaderChange> {
  return changeReader(
    db,
    subject,
    async (tx, before) => {
      requireCourseMonths(input.months);
      if (grantOutcome(before.course, input.replace, now) === "refused-running") return "running-course";
      await grantCourse(tx, subject, {
        productContentId: input.product,
        status: "available",
        startedAt: now,
        expireAt: monthsLater(now, input.months),
        isDoubleCourseFirstMonthContract: input.firstMonth,
        previewCodeAuthenticatedAt: null,
      });
      return undefined;
    },
    (before, after) => ({
      operator,
      action: "course.grant",
      target: before.email,
      before: courseRecord(before),
      after: { ...courseRecord(after), months: input.months },
      at: now,
    }),
  );
}

/** Adds months to the end of a reader's running course; "no-course" when none is running. */
export function extendReaderCourse(
  db: Database,
  operator: Operator,
  subject: string,
  months: number,
  now: Date,
): Promise<ReaderChange> {
  return changeReader(
    db,
    subject,
    async (tx, before) => {
      requireCourseMonths(months);
      if (!before.course || !isRunning(before, now)) return "no-course";
      await tx
        .update(subscriptions)
        .set({ expireAt: monthsLater(new Date(before.course.expireAt), months) })
        .where(eq(subscriptions.subject, subject));
      return undefined;
    },
    (before, after) => ({
      operator,
      action: "course.extend",
      target: before.email,
      before: courseRecord(before),
      after: { ...courseRecord(after), months },
      at: now,
    }),
  );
}

/** Ends a reader's running course now; "no-course" when none is running. */
export function revokeReaderCourse(
  db: Database,
  operator: Operator,
  subject: string,
  now: Date,
): Promise<ReaderChange> {
  return changeReader(
    db,
    subject,
    async (tx, before) => {
      if (!isRunning(before, now)) return "no-course";
      await endCourse(tx, subject, now);
      return undefined;
    },
    (before, after) => ({
      operator,
      action: "course.revoke",
      target: before.email,
      before: courseRecord(before),
      after: courseRecord(after),
      at: now,
    }),
  );
}

/**
 * Removes a reader's course record altogether, as if they never had one: for a course granted by
 * mistake to someone who never paid, whom a revoked course would invite to renew. "no-course" when
 * there is none.
 */
export function removeReaderCourse(
  db: Database,
  operator: Operator,
  subject: string,
  now: Date,
): Promise<ReaderChange> {
  return changeReader(
    db,
    subject,
    async (tx, before) => {
      if (!before.course) return "no-course";
      await tx.delete(subscriptions).where(eq(subscriptions.subject, subject));
      return undefined;
    },
    (before) => ({
      operator,
      action: "course.remove",
      target: before.email,
      before: courseRecord(before),
      after: null,
      at: now,
    }),
  );
}

/** Makes a reader's account a corporate ID, or a personal one again. */
export function setReaderKind(
  db: Database,
  operator: Operator,
  subject: string,
  kind: AccountKind,
  now: Date,
): Promise<ReaderChange> {
  return changeReader(
    db,
    subject,
    async (tx) => {
      await setAccountKind(tx, subject, kind, now);
      return undefined;
    },
    (before, after) => ({
      operator,
      action: "account.corporate",
      target: before.email,
      before: { kind: before.kind },
      after: { kind: after.kind },
      at: now,
    }),
  );
}

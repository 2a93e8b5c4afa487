import { tokyoMonth } from "@awd/core/dates";
import { type DeskPermission, deskPermissions } from "@awd/core/desk-permissions";
import type { AccountKind } from "@awd/core/rights";
import type { Database } from "@awd/db/client";
import { accounts, alliancePartners, previewCodes, subscriptions } from "@awd/db/schema/identity";
import { and, eq, inArray } from "drizzle-orm";
import { hashPassword } from "./passwords.ts";

const day = 86_400_000;

/** The password of every demo account (README). */
export const demoPassword = "awd-demo-2026";
/** The demo partner site of alliance access and its shared secret (README). */
export const demoPartner = { referrer: "partner.example", secret: "awd-demo-partner-secret" };
/** The demo preview code of a month: AWD + YYMM, e.g. AWD2611 for November 2026 (README). */
export const demoPreviewCode = (month: string) => `AWD${month.slice(2, 4)}${month.slice(5, 7)}`;

interface DemoAccount {
  email: string;
  name: string;
  kind: AccountKind;
  /** an operator of the publisher's desk */
  permissions?: DeskPermission[];
  course?: (now: number) => Omit<typeof subscriptions.$inferInsert, "subject">;
}

const monthAfter = (month: string) => {
  const [year = 0, m = 0] = month.split("-").map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
};

interface CourseDays {
  startedDaysAgo: number;
  /** negative: the course has ended */
  endsInDays: number;
  /** a first-month double-course contract whose preview code was entered this many days ago */
  firstMonthCodeDaysAgo?: number;
}

const course =
  (product: "digital" | "double", days: CourseDays): NonNullable<DemoAccount["course"]> =>
  (now) => ({
    productContentId: product,
    status: "available",
    startedAt: new Date(now - days.startedDaysAgo * day),
    expireAt: new Date(now + days.endsInDays * day),
    ...(days.firstMonthCodeDaysAgo !== undefined && {
      isDoubleCourseFirstMonthContract: true,
      previewCodeAuthenticatedAt: new Date(now - days.firstMonthCodeDaysAgo * day),
    }),
  });

const demoAccounts: DemoAccount[] = [
  { email: "free@awd.example", name: "無料会員 デモ", kind: "personal" },
  {
    email: "digital@awd.example",
    name: "デジタル会員 デモ",
    kind: "personal",
    course: course("digital", { startedDaysAgo: 200, endsInDays: 365 }),
  },
  {
    email: "double@awd.example",
    name: "ダブルコース デモ",
    kind: "personal",
    course: course("double", { startedDaysAgo: 90, endsInDays: 275 }),
  },
  {
    email: "double-first@awd.example",
    name: "ダブルコース初月 デモ",
    kind: "personal",
    // Entered its code 11 days ago: in the first month's warn days, so the countdown shows.
    course: course("double", { startedDaysAgo: 11, endsInDays: 354, firstMonthCodeDaysAgo: 11 }),
  },
  {
    email: "expired@awd.example",
    name: "期限切れ デモ",
    kind: "personal",
    course: course("digital", { startedDaysAgo: 375, endsInDays: -10 }),
  },
  { email: "corporate@awd.example", name: "法人ID デモ", kind: "corporate" },
  { email: "desk@awd.example", name: "編集部 デモ", kind: "personal", permissions: [...deskPermissions] },
  { email: "desk-viewer@awd.example", name: "編集部 閲覧 デモ", kind: "personal", permissions: ["desk:read"] },
];

export const demoAccountEmails = demoAccounts.map((a) => a.email);

const demoSubject = (email: string) => `awd|demo-${email.split("@")[0]}`;

/** Seeds the demo accounts, this month's and next month's preview codes and the demo partner, once. */
export async function seedDemoData(db: Database, now: number): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  for (const account of demoAccounts) {
    const subject = demoSubject(account.email);
    const [created] = await db
      .insert(accounts)
      .values({
        subject,
        email: account.email,
        name: account.name,
        kind: account.kind,
        permissions: account.permissions ?? [],
        passwordHash,
      })
      .onConflictDoNothing()
      .returning();
    if (created && account.course) await db.insert(subscriptions).values({ subject, ...account.course(now) });
  }
  const thisMonth = tokyoMonth(now);
  for (const month of [thisMonth, monthAfter(thisMonth)])
    await db
      .insert(previewCodes)
      .values({ month, code: demoPreviewCode(month) })
      .onConflictDoNothing();
  await db.insert(alliancePartners).values(demoPartner).onConflictDoNothing();
}

export interface RemovedDemoData {
  accounts: string[];
  subscriptions: number;
  /** months whose preview code was the demo one */
  previewCodes: string[];
  partner: boolean;
}

/**
 * Removes what seedDemoData put in (a database once started in demo mode, now production-like):
 * the demo accounts with their courses, the demo preview codes and the demo partner. Only rows that
 * still are the demo's own go: a month's code or a partner's secret the desk has set is kept.
 */
export async function removeDemoData(db: Database): Promise<RemovedDemoData> {
  return db.transaction(async (tx) => {
    const demo = and(
      inArray(
        accounts.subject,
        demoAccounts.map((a) => demoSubject(a.email)),
      ),
      inArray(accounts.email, demoAccountEmails),
    );
    const demoSubjects = (await tx.select({ subject: accounts.subject }).from(accounts).where(demo)).map(
      (a) => a.subject,
    );
    const removedSubscriptions = await tx
      .delete(subscriptions)
      .where(inArray(subscriptions.subject, demoSubjects))
      .returning({ subject: subscriptions.subject });
    const removedAccounts = await tx.delete(accounts).where(demo).returning({ email: accounts.email });
    const demoMonths = (await tx.select().from(previewCodes))
      .filter((c) => c.code === demoPreviewCode(c.month))
      .map((c) => c.month);
    const removedCodes = await tx
      .delete(previewCodes)
      .where(inArray(previewCodes.month, demoMonths))
      .returning({ month: previewCodes.month });
    const removedPartner = await tx
      .delete(alliancePartners)
      .where(and(eq(alliancePartners.referrer, demoPartner.referrer), eq(alliancePartners.secret, demoPartner.secret)))
      .returning({ referrer: alliancePartners.referrer });
    return {
      accounts: removedAccounts.map((a) => a.email),
      subscriptions: removedSubscriptions.length,
      previewCodes: removedCodes.map((c) => c.month),
      partner: removedPartner.length > 0,
    };
  });
}

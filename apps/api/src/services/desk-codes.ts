import { createHash } from "node:crypto";
import type { IssueLinkingCodes, LinkingCodes, PreviewCodes } from "@awd/core/contract/desk-codes";
import { tokyoMonth } from "@awd/core/dates";
import type { Database } from "@awd/db/client";
import { accounts, linkingCodes, previewCodes } from "@awd/db/schema/identity";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { requireLinkingCodeLimits, requirePreviewCode } from "../desk/limit-problems.ts";
import { type Operator, recordChange } from "./audit-log.ts";
import { issueLinkingCodes } from "./linking-codes.ts";
import { setPreviewCode } from "./preview-codes.ts";

// docs/product/publishers-desk.md#codes: what the desk and `npm run desk` read and change of the
// preview and linking codes, each change with its audit row in one transaction.

/** How many months of preview codes the desk lists. */
const previewMonthsListed = 24;
/** How many linking codes the desk lists, newest expiry first. */
const linkingCodesListed = 1000;

export async function listPreviewCodes(db: Database, now: Date): Promise<PreviewCodes> {
  const rows = await db.select().from(previewCodes).orderBy(desc(previewCodes.month)).limit(previewMonthsListed);
  return { currentMonth: tokyoMonth(now.getTime()), codes: rows };
}

/** Sets the code printed in the paper of a month (within the desk's limits); its audit row names the code it replaced. */
export function setMonthPreviewCode(db: Database, operator: Operator, month: string, code: string, now: Date) {
  return db.transaction(async (tx) => {
    requirePreviewCode(code);
    const [before] = await tx.select().from(previewCodes).where(eq(previewCodes.month, month));
    const row = await setPreviewCode(tx, month, code);
    await recordChange(tx, {
      operator,
      action: "preview-code.set",
      target: month,
      before: before ? { code: before.code } : null,
      after: { code: row.code },
      at: now,
    });
    return row;
  });
}

/** A linking code's id in the desk's list: it names the code without spelling it. */
const idOf = (code: string) => createHash("sha256").update(code).digest("hex").slice(0, 24);
const hintOf = (code: string) => `…${code.slice(-4)}`;

/**
 * Issues one-time linking codes. The audit row says how many and what for, never the codes. A request
 * past the desk's limits is refused (422 with its problem code) whichever door it came through.
 */
export function issueDeskLinkingCodes(db: Database, operator: Operator, input: IssueLinkingCodes, now: Date) {
  return db.transaction(async (tx) => {
    requireLinkingCodeLimits(input);
    const rows = await issueLinkingCodes(tx, input, now);
    const expiresAt = rows[0]?.expiresAt.toISOString() ?? null;
    await recordChange(tx, {
      operator,
      action: "linking-codes.issue",
      target: `${input.product} × ${input.count}`,
      before: null,
      after: { product: input.product, count: input.count, months: input.months, expiresAt },
      at: now,
    });
    return rows.map((row) => ({
      code: row.code,
      product: row.productContentId,
      months: row.months,
      expiresAt: row.expiresAt.toISOString(),
    }));
  });
}

export async function listLinkingCodes(db: Database, now: Date): Promise<LinkingCodes> {
  const rows = await db
    .select({ code: linkingCodes, redeemedBy: accounts.email })
    .from(linkingCodes)
    .leftJoin(accounts, eq(accounts.subject, linkingCodes.redeemedBy))
    .orderBy(desc(linkingCodes.expiresAt), linkingCodes.code)
    .limit(linkingCodesListed);
  return {
    codes: rows.map(({ code, redeemedBy }) => ({
      id: idOf(code.code),
      hint: hintOf(code.code),
      product: code.productContentId,
      months: code.months,
      expiresAt: code.expiresAt.toISOString(),
      state: code.redeemedAt ? "used" : code.expiresAt.getTime() <= now.getTime() ? "expired" : "unused",
      redeemedBy: code.redeemedAt ? redeemedBy : null,
      redeemedAt: code.redeemedAt?.toISOString() ?? null,
    })),
  };
}

/** Makes an unused code expire now; false when no unused code has this id. */
export function revokeLinkingCode(db: Database, operator: Operator, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const unused = await tx
      .select()
      .from(linkingCodes)
      .where(and(isNull(linkingCodes.redeemedAt), gt(linkingCodes.expiresAt, now)));
    const code = unused.find((row) => idOf(row.code) === id);
    if (!code) return false;
    await tx.update(linkingCodes).set({ expiresAt: now }).where(eq(linkingCodes.code, code.code));
    await recordChange(tx, {
      operator,
      action: "linking-code.revoke",
      target: hintOf(code.code),
      before: { state: "unused", expiresAt: code.expiresAt.toISOString() },
      after: { state: "expired", expiresAt: now.toISOString() },
      at: now,
    });
    return true;
  });
}

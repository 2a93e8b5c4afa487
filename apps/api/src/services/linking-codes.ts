import { randomBytes } from "node:crypto";
import { linkingCodeAttempts } from "@awd/core/constants";
import { monthsLater } from "@awd/core/desk-course";
import type { Database } from "@awd/db/client";
import { linkingCodes, subscriptions } from "@awd/db/schema/identity";
import { and, eq, gt, isNull } from "drizzle-orm";
import { failureLimit, limitFailures, type TooManyAttempts } from "./attempts.ts";
import { normalisePreviewCode as normaliseCode } from "./preview-codes.ts";

export type LinkingOutcome = "linked" | "unknown-or-used";

const linkingCodeLimit = failureLimit("linking-code", linkingCodeAttempts);

/**
 * Redeems a one-time code from the subscription desk: the account gets its course from now on.
 * Codes are short enough to guess, so an account gets a few wrong ones an hour, as for preview codes.
 */
export async function redeemLinkingCode(
  db: Database,
  subject: string,
  code: string,
  now: Date,
): Promise<LinkingOutcome | TooManyAttempts> {
  const attempt = await limitFailures(
    db,
    [{ limit: linkingCodeLimit, key: subject }],
    now,
    () => claimLinkingCode(db, subject, code, now),
    (outcome) => outcome === "linked",
  );
  return attempt.refused ? { tooManyAttempts: true, retryAfterSeconds: attempt.retryAfterSeconds } : attempt.result;
}

function claimLinkingCode(db: Database, subject: string, code: string, now: Date): Promise<LinkingOutcome> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(linkingCodes)
      .set({ redeemedBy: subject, redeemedAt: now })
      .where(
        and(
          eq(linkingCodes.code, normaliseCode(code)),
          isNull(linkingCodes.redeemedAt),
          gt(linkingCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) return "unknown-or-used";
    const course = {
      productContentId: claimed.productContentId,
      status: "available" as const,
      startedAt: now,
      expireAt: monthsLater(now, claimed.months),
      isDoubleCourseFirstMonthContract: claimed.productContentId === "double",
      previewCodeAuthenticatedAt: null,
    };
    await tx
      .insert(subscriptions)
      .values({ subject, ...course })
      .onConflictDoUpdate({ target: subscriptions.subject, set: course });
    return "linked";
  });
}

export async function issueLinkingCodes(
  db: Database,
  input: { product: "digital" | "double"; months: number; count: number; validDays: number },
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + input.validDays * 86_400_000);
  const rows = Array.from({ length: input.count }, () => ({
    code: `L${randomBytes(6).toString("hex").toUpperCase()}`,
    productContentId: input.product,
    months: input.months,
    expiresAt,
  }));
  await db.insert(linkingCodes).values(rows);
  return rows;
}

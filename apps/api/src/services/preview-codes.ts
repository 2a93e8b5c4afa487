import { previewCodeAttempts } from "@awd/core/constants";
import { tokyoMonth } from "@awd/core/dates";
import type { Database } from "@awd/db/client";
import { previewCodes, subscriptions } from "@awd/db/schema/identity";
import { eq } from "drizzle-orm";
import { failureLimit, limitFailures, type TooManyAttempts } from "./attempts.ts";

export type PreviewCodeOutcome = "accepted" | "wrong-code" | "not-double-course" | TooManyAttempts;

// Readers type what is printed: full-width letters, stray spaces and lower case are the same code.
export const normalisePreviewCode = (code: string) => code.normalize("NFKC").replace(/\s+/g, "").toUpperCase();

const previewCodeLimit = failureLimit("preview-code", previewCodeAttempts);

/** The code of the Tokyo calendar month; 10 failures an hour per account, then 429 until the hour's window ends. */
export async function enterPreviewCode(
  db: Database,
  subject: string,
  code: string,
  now: Date,
): Promise<PreviewCodeOutcome> {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.subject, subject));
  if (subscription?.productContentId !== "double") return "not-double-course";
  const attempt = await limitFailures(
    db,
    [{ limit: previewCodeLimit, key: subject }],
    now,
    async () => {
      const [month] = await db
        .select()
        .from(previewCodes)
        .where(eq(previewCodes.month, tokyoMonth(now)));
      return month !== undefined && normalisePreviewCode(month.code) === normalisePreviewCode(code);
    },
    (right) => right,
  );
  if (attempt.refused) return { tooManyAttempts: true, retryAfterSeconds: attempt.retryAfterSeconds };
  if (!attempt.result) return "wrong-code";
  await db.update(subscriptions).set({ previewCodeAuthenticatedAt: now }).where(eq(subscriptions.subject, subject));
  return "accepted";
}

export async function setPreviewCode(db: Database, month: string, code: string) {
  const row = { month, code: normalisePreviewCode(code) };
  await db.insert(previewCodes).values(row).onConflictDoUpdate({ target: previewCodes.month, set: row });
  return row;
}

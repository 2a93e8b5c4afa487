import { randomUUID } from "node:crypto";
import { signInAttempts } from "@awd/core/constants";
import type { IdentityErrorCode } from "@awd/core/errors";
import type { Database } from "@awd/db/client";
import { accounts } from "@awd/db/schema/identity";
import { eq } from "drizzle-orm";
import { recentFailures, recordFailure } from "./attempts.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export interface AccountClaims {
  subject: string;
  email: string;
  name: string;
  emailVerified: boolean;
  updatedAt: string;
}

export type AccountOutcome = { ok: true; account: AccountClaims } | { ok: false; code: IdentityErrorCode };

const claimsOf = (row: typeof accounts.$inferSelect): AccountClaims => ({
  subject: row.subject,
  email: row.email,
  name: row.name,
  emailVerified: true,
  updatedAt: row.updatedAt.toISOString(),
});

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function accountBySubject(db: Database, subject: string): Promise<AccountClaims | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.subject, subject));
  return row ? claimsOf(row) : undefined;
}

export async function accountByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  return row;
}

/** Checks a password; too many wrong ones for an email in the window lock it for the rest of it. */
export async function signIn(db: Database, email: string, password: string, now: Date): Promise<AccountOutcome> {
  const key = normaliseEmail(email);
  if ((await recentFailures(db, "sign-in", key, signInAttempts.windowMs, now)) >= signInAttempts.maxFailures)
    return { ok: false, code: "too-many-requests" };
  const row = await accountByEmail(db, key);
  if (!row) return { ok: false, code: "user-not-found" };
  if (!row.passwordHash || !(await verifyPassword(password, row.passwordHash))) {
    await recordFailure(db, "sign-in", key, signInAttempts.windowMs, now);
    return { ok: false, code: "wrong-password" };
  }
  return { ok: true, account: claimsOf(row) };
}

export async function signUp(
  db: Database,
  input: { email: string; password: string; name?: string },
  now: Date,
): Promise<AccountOutcome> {
  const email = normaliseEmail(input.email);
  if (await accountByEmail(db, email)) return { ok: false, code: "email-already-in-use" };
  const [row] = await db
    .insert(accounts)
    .values({
      subject: `awd|${randomUUID()}`,
      email,
      name: input.name?.trim() || email.split("@")[0] || email,
      passwordHash: await hashPassword(input.password),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ? { ok: true, account: claimsOf(row) } : { ok: false, code: "email-already-in-use" };
}

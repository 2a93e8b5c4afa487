import { randomUUID } from "node:crypto";
import { addressLimitKey } from "@awd/core/client-address";
import { signInAttempts } from "@awd/core/constants";
import type { DeskPermission } from "@awd/core/desk-permissions";
import type { IdentityErrorCode } from "@awd/core/errors";
import type { Database } from "@awd/db/client";
import { accounts } from "@awd/db/schema/identity";
import { eq } from "drizzle-orm";
import { failureLimit, limitFailures } from "./attempts.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { LimitCheck } from "./rate-limits.ts";

export interface AccountClaims {
  subject: string;
  email: string;
  name: string;
  emailVerified: boolean;
  updatedAt: string;
  /** what the account may do on the publisher's desk: the identity provider puts them in the access token */
  permissions: DeskPermission[];
}

export type AccountOutcome = { ok: true; account: AccountClaims } | { ok: false; code: IdentityErrorCode };

const claimsOf = (row: typeof accounts.$inferSelect): AccountClaims => ({
  subject: row.subject,
  email: row.email,
  name: row.name,
  emailVerified: true,
  updatedAt: row.updatedAt.toISOString(),
  permissions: row.permissions,
});

const normaliseEmail = (email: string) => email.trim().toLowerCase();

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

const signInLimits = {
  accountAndAddress: failureLimit("sign-in:account+address", signInAttempts.perAccountAndAddress),
  address: failureLimit("sign-in:address", signInAttempts.perAddress),
  account: failureLimit("sign-in:account", signInAttempts.perAccount),
};

/**
 * The limits a sign-in counts against, tightest first: once the attacker's own address is refused
 * for an account, their further tries do not count against the account for its owner elsewhere.
 */
const signInChecks = (email: string, address: string): LimitCheck[] => {
  const at = addressLimitKey(address);
  return [
    { limit: signInLimits.accountAndAddress, key: `${email} ${at}` },
    { limit: signInLimits.address, key: at },
    { limit: signInLimits.account, key: email },
  ];
};

// An unknown email costs a password check too, so the time of the answer does not tell which
// emails have accounts.
let unknownAccountHash: Promise<string> | undefined;
const checkAgainstNoAccount = async (password: string) => {
  unknownAccountHash ??= hashPassword("no account has this password");
  await verifyPassword(password, await unknownAccountHash);
  return undefined;
};

/**
 * Checks a password sent from `address`. An unknown email and a wrong password get the same
 * answer; too many wrong ones within the limits answer too-many-requests without a check.
 */
export async function signIn(
  db: Database,
  credentials: { email: string; password: string; address: string },
  now: Date,
): Promise<AccountOutcome> {
  const email = normaliseEmail(credentials.email);
  const attempt = await limitFailures(
    db,
    signInChecks(email, credentials.address),
    now,
    async () => {
      const row = await accountByEmail(db, email);
      if (!row?.passwordHash) return checkAgainstNoAccount(credentials.password);
      return (await verifyPassword(credentials.password, row.passwordHash)) ? row : undefined;
    },
    (row) => row !== undefined,
  );
  if (attempt.refused) return { ok: false, code: "too-many-requests" };
  return attempt.result ? { ok: true, account: claimsOf(attempt.result) } : { ok: false, code: "wrong-password" };
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

/** Makes an account a corporate ID, or a personal one again. */
export async function setAccountKind(
  db: Database,
  subject: string,
  kind: (typeof accounts.$inferSelect)["kind"],
  now: Date,
): Promise<void> {
  await db.update(accounts).set({ kind, updatedAt: now }).where(eq(accounts.subject, subject));
}
